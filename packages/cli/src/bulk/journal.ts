// The bulk-job journal (docs/batch-operations.md "The CLI's bulk jobs"): what makes a
// bulk job resumable after a crash, a kill, Ctrl+C or a lost connection without repeating or
// skipping any account, and what `fixcloud jobs` lists.
//
// Two files per job, under `<config dir>/journals/` (or `--journal FILE` and `FILE.ids`):
// - `<jobId>.ids`: the id snapshot taken when the job started, one id a line. Written once.
// - `<jobId>.json`: the job and one small entry per chunk `{ state, batchId?, results }`.
//   Rewritten atomically (write-file-atomic: temp file, fsync, rename) after every state
//   change, so a reader (or the next run) always sees either the old or the new journal.
// Chunk i holds ids [i × chunkSize, (i + 1) × chunkSize) of the snapshot.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import writeFileAtomic from "write-file-atomic";
import type { ReasonCode } from "./reasons.js";

/** Version 2: reasons are codes; version-1 journals are not read (only cleaned). */
export const JOURNAL_VERSION = 2;

/** One row the server did not change, and why: its reason code (and the server's words when no code matched). */
export interface RowReason {
  /** The account id; null for a value that never became an id (an unknown account name). */
  id: string | null;
  /** The account name, when the row was given by name. */
  accountName?: string;
  reason: ReasonCode;
  /** The server's own words, kept only for reasons without a code (`unknown`). */
  text?: string;
}

/**
 * A chunk's progress: `pending` (not sent, or sent but its batchId was never recorded: it is
 * sent again with the same idempotency key, which answers the batch it started), `submitted`
 * (batchId recorded: resume polls it, never re-sends), `done` (results recorded).
 */
export interface ChunkEntry {
  state: "pending" | "submitted" | "done";
  batchId?: string;
  /** Rows changed. */
  succeeded?: number;
  /** Rows left alone, with their reasons. */
  skipped?: RowReason[];
  /** Rows that failed (no such account), with their reasons. */
  failed?: RowReason[];
}

/**
 * `running` while a process works on it (a killed run stays `running`), `interrupted` after
 * Ctrl+C or a lost connection, `done` when every chunk is. Anything but `done` is resumable.
 */
export type JobState = "running" | "interrupted" | "done";

export interface JournalData {
  version: number;
  /** The job's id: the caller's `--job-id`, else `<action>-<UTC time>-<random>`. */
  jobId: string;
  /** Action + parameters + selection + server + profile: what a rerun of the same command shares. */
  jobKey: string;
  /** The verb, e.g. "activate". */
  action: string;
  /** The verb's parameters as sent (remark text, validity, …). */
  params: Record<string, unknown>;
  /** How the selection was given, for people reading the journal. */
  selection: Record<string, unknown>;
  baseURL: string;
  profile: string;
  selectType: number;
  createdAt: string;
  /**
   * Random id of this job; chunk i is sent with the idempotency key `<runId>-<i>`, so a chunk
   * re-sent after a crash answers the batch it already started.
   */
  runId: string;
  updatedAt: string;
  finishedAt?: string;
  state: JobState;
  total: number;
  chunkSize: number;
  /** File name of the id snapshot, in the journal's directory. */
  idsFile: string;
  /** Selection values that never became ids (unknown account names): failed rows. */
  unresolved: RowReason[];
  /** Account names of the rows the summary lists (looked up when the job finished). */
  names?: Record<string, string>;
  chunks: ChunkEntry[];
}

/** What a caller gives to start a job. */
export type JournalInit = Omit<
  JournalData,
  "version" | "createdAt" | "runId" | "updatedAt" | "state" | "total" | "idsFile" | "chunks"
>;

/** A stable key of a command: the same action, parameters, selection and server give the same key. */
export function jobKeyOf(parts: {
  action: string;
  params: Record<string, unknown>;
  selection: unknown;
  baseURL: string;
  profile: string;
  selectType: number;
}): string {
  return createHash("sha256").update(stableJson(parts)).digest("hex").slice(0, 32);
}

/** JSON with object keys sorted, so equal values give equal text. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** sha256 of a list of ids (the key of an explicit selection without storing it in the key). */
export function idsDigest(ids: readonly string[]): string {
  return createHash("sha256").update(ids.join("\n")).digest("hex");
}

export { JOB_ID } from "./job-id.js";

/** A new job id: `<action>-<YYYYMMDD>-<HHmmss>-<4 hex>` (UTC), sortable and readable in `jobs list`. */
export function newJobId(action: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `${action}-${stamp}-${randomBytes(2).toString("hex")}`;
}

/** The journals folder of a config dir. */
export function journalsDir(configDir: string): string {
  return join(configDir, "journals");
}

/** Where a job's journal lives in the journals folder. */
export function journalPathOf(dir: string, jobId: string): string {
  return join(dir, `${jobId}.json`);
}

/** Write a file atomically (temp file, fsync, rename), mode 0600. */
export function writeAtomic(path: string, text: string): void {
  writeFileAtomic.sync(path, text, { mode: 0o600 });
}

/** Thrown by {@link Journal.load} for a file that is not a journal this CLI can read. */
export class JournalReadError extends Error {
  override name = "JournalReadError";
  constructor(
    readonly path: string,
    readonly why: string,
  ) {
    super(`${path}: ${why}`);
  }
}

/** The journal file of one job, with its id snapshot. */
export class Journal {
  private constructor(
    readonly path: string,
    public data: JournalData,
    private idsCache: string[] | undefined,
  ) {}

  /** Path of the id snapshot. */
  static idsPathFor(path: string): string {
    return path.endsWith(".json") ? `${path.slice(0, -5)}.ids` : `${path}.ids`;
  }

  /**
   * An existing journal, or undefined when there is no file.
   * @throws JournalReadError when the file is not JSON or not a journal of this version.
   */
  static load(path: string): Journal | undefined {
    if (!existsSync(path)) return undefined;
    let data: JournalData;
    try {
      data = JSON.parse(readFileSync(path, "utf8")) as JournalData;
    } catch (e) {
      throw new JournalReadError(path, e instanceof SyntaxError ? "not JSON" : (e as Error).message);
    }
    if (data?.version !== JOURNAL_VERSION || !Array.isArray(data.chunks))
      throw new JournalReadError(path, `not a journal of version ${JOURNAL_VERSION}`);
    return new Journal(path, data, undefined);
  }

  /**
   * Start a job: write the id snapshot once, then the journal with every chunk pending.
   * The snapshot is written first, so a journal never points at a missing snapshot.
   */
  static create(path: string, init: JournalInit, ids: readonly string[]): Journal {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    const idsPath = Journal.idsPathFor(path);
    writeAtomic(idsPath, ids.length ? `${ids.join("\n")}\n` : "");
    const now = new Date().toISOString();
    const chunks: ChunkEntry[] = Array.from({ length: Math.ceil(ids.length / init.chunkSize) }, () => ({
      state: "pending" as const,
    }));
    const journal = new Journal(
      path,
      {
        version: JOURNAL_VERSION,
        ...init,
        createdAt: now,
        runId: randomBytes(12).toString("hex"),
        updatedAt: now,
        state: "running",
        total: ids.length,
        idsFile: basename(idsPath),
        chunks,
      },
      [...ids],
    );
    journal.save();
    return journal;
  }

  /** The idempotency key of chunk `i` (stable across resumes of this job). */
  requestIdOf(i: number): string {
    return `${this.data.runId}-${i}`;
  }

  /** The id snapshot (read once). */
  ids(): string[] {
    if (!this.idsCache) {
      const text = readFileSync(join(dirname(this.path), this.data.idsFile), "utf8");
      this.idsCache = text === "" ? [] : text.replace(/\n$/, "").split("\n");
      if (this.idsCache.length !== this.data.total)
        throw new JournalReadError(
          this.path,
          `the id snapshot ${this.data.idsFile} does not match the journal`,
        );
    }
    return this.idsCache;
  }

  /** The ids of chunk `i`. */
  chunkIds(i: number): string[] {
    const size = this.data.chunkSize;
    return this.ids().slice(i * size, (i + 1) * size);
  }

  /** Write the journal now (atomic). Called after every state change. */
  save(): void {
    this.data.updatedAt = new Date().toISOString();
    writeAtomic(this.path, `${JSON.stringify(this.data)}\n`);
  }

  /** Change a chunk and save. */
  update(i: number, patch: ChunkEntry): void {
    this.data.chunks[i] = patch;
    this.save();
  }

  /** Mark the job and save. */
  setState(state: JobState): void {
    this.data.state = state;
    if (state === "done") this.data.finishedAt = new Date().toISOString();
    this.save();
  }

  /** Remove a journal and its snapshot. */
  static remove(path: string): void {
    rmSync(path, { force: true });
    rmSync(Journal.idsPathFor(path), { force: true });
  }
}
