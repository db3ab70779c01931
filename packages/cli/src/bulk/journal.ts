// The bulk-job journal (docs/batch-operations.md "CLI journal"): what makes a bulk job
// resumable after a crash, a kill or Ctrl+C without repeating or skipping any account.
//
// Two files per job, under `<config dir>/journals/` (or `--journal FILE` and `FILE.ids`):
// - `<jobKey>.ids`: the id snapshot taken when the job started, one id a line. Written once.
// - `<jobKey>.json`: the job and one small entry per chunk `{ state, batchId?, results }`.
//   Rewritten atomically (temp file + rename) after every state change, so a reader (or the
//   next run) always sees either the old or the new journal, never a torn one.
// Chunk i holds ids [i × chunkSize, (i + 1) × chunkSize) of the snapshot.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

export const JOURNAL_VERSION = 1;

/** One row the server did not change, and why. */
export interface RowReason {
  id: string;
  reason: string;
}

/**
 * A chunk's progress: `pending` (not sent, or sent but its batchId was never recorded: it is
 * sent again, which is safe because the server skips rows already changed), `submitted`
 * (batchId recorded: resume polls it, never re-sends), `done` (results recorded).
 */
export interface ChunkEntry {
  state: "pending" | "submitted" | "done";
  batchId?: string;
  /** Rows changed. */
  succeeded?: number;
  /** Rows left alone, counted by reason (the reasons are few; the rows may be many). */
  skipped?: Record<string, number>;
  /** Rows that failed (id not found), with reasons. */
  failed?: RowReason[];
}

export type JobState = "running" | "interrupted" | "done";

export interface JournalData {
  version: number;
  jobKey: string;
  /** The verb, e.g. "activate". */
  action: string;
  /** The verb's parameters as sent (remark text, validity, …). */
  params: Record<string, unknown>;
  /** How the selection was given, for people reading the journal. */
  selection: Record<string, unknown>;
  baseURL: string;
  selectType: number;
  createdAt: string;
  /**
   * Random id of this run of the job; chunk i is sent with the idempotency key
   * `<runId>-<i>`, so a chunk re-sent after a crash answers the batch it already started.
   */
  runId?: string;
  updatedAt: string;
  finishedAt?: string;
  state: JobState;
  total: number;
  chunkSize: number;
  /** File name of the id snapshot, in the journal's directory. */
  idsFile: string;
  /** Selection values that never became ids (e.g. unknown account names): failed rows. */
  unresolved: RowReason[];
  chunks: ChunkEntry[];
}

/** A stable key of a job: the same action, parameters, selection and server give the same key. */
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

/** Write a file atomically: a temp file next to it, then rename over it. */
export function writeAtomic(path: string, text: string): void {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, text, { mode: 0o600 });
  renameSync(tmp, path);
}

/** Where a job's journal lives. */
export function defaultJournalPath(configDir: string, jobKey: string): string {
  return join(configDir, "journals", `${jobKey}.json`);
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

  /** An existing journal, or undefined. Throws when the file is not a journal. */
  static load(path: string): Journal | undefined {
    if (!existsSync(path)) return undefined;
    const data = JSON.parse(readFileSync(path, "utf8")) as JournalData;
    if (data.version !== JOURNAL_VERSION || !Array.isArray(data.chunks))
      throw new Error(`not a fixcloud journal (version ${String(data.version)}): ${path}`);
    return new Journal(path, data, undefined);
  }

  /**
   * Start a job: write the id snapshot once, then the journal with every chunk pending.
   * The snapshot is written first, so a journal never points at a missing snapshot.
   */
  static create(
    path: string,
    init: Omit<
      JournalData,
      "version" | "createdAt" | "runId" | "updatedAt" | "state" | "total" | "idsFile" | "chunks"
    >,
    ids: readonly string[],
  ): Journal {
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

  /** The idempotency key of chunk `i` (stable across resumes of this run). */
  requestIdOf(i: number): string {
    return `${this.data.runId ?? this.data.jobKey.slice(0, 24)}-${i}`;
  }

  /** The id snapshot (read once). */
  ids(): string[] {
    if (!this.idsCache) {
      const text = readFileSync(join(dirname(this.path), this.data.idsFile), "utf8");
      this.idsCache = text === "" ? [] : text.replace(/\n$/, "").split("\n");
      if (this.idsCache.length !== this.data.total)
        throw new Error(`the id snapshot ${this.data.idsFile} does not match the journal`);
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

  /** Remove the journal and its snapshot (before `--restart`). */
  static remove(path: string): void {
    rmSync(path, { force: true });
    rmSync(Journal.idsPathFor(path), { force: true });
  }
}

/**
 * One run at a time per journal: `<journal>.lock` holds the pid of the running process. A
 * lock whose process is gone (killed) is taken over. Returns a release function, or the pid
 * of the other run.
 */
export function lockJournal(path: string): (() => void) | { heldBy: number } {
  const lock = `${path}.lock`;
  mkdirSync(dirname(lock), { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lock, String(process.pid), { flag: "wx", mode: 0o600 });
      return () => rmSync(lock, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const pid = Number(readFileSync(lock, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) return { heldBy: pid };
      rmSync(lock, { force: true }); // stale: its process is gone
    }
  }
  return { heldBy: -1 };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}
