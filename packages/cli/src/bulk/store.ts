// The journals folder as a set of jobs (rerun rules, `fixcloud jobs`, cleanup;
// docs/batch-operations.md). A job is `<jobId>.json` + `<jobId>.ids`. Beside them,
// `<jobKey>.run` names the unfinished job of a command (its key: action, parameters,
// selection, server, profile), so running the same command again finds the job to resume
// without reading every journal; a finished job's pointer is stale and ignored.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { Journal, JournalReadError, journalPathOf, writeAtomic } from "./journal.js";

/** Finished journals older than this are removed at the start of any bulk run (30 days). */
export const KEEP_FINISHED_MS = 30 * 24 * 3600 * 1000;

const pointerPath = (dir: string, jobKey: string) => join(dir, `${jobKey}.run`);

/** Record that `jobId` is the unfinished job of the command `jobKey`. */
export function pointTo(dir: string, jobKey: string, jobId: string): void {
  writeAtomic(pointerPath(dir, jobKey), `${jobId}\n`);
}

/** Forget the pointer of `jobKey` (its job finished or was discarded). */
export function clearPointer(dir: string, jobKey: string): void {
  rmSync(pointerPath(dir, jobKey), { force: true });
}

/**
 * The unfinished (interrupted or killed) job of the command `jobKey`, if any. A finished job,
 * a job of another command or an unreadable journal is not resumed.
 */
export function findUnfinished(dir: string, jobKey: string): Journal | undefined {
  const pointer = pointerPath(dir, jobKey);
  if (!existsSync(pointer)) return undefined;
  const jobId = readFileSync(pointer, "utf8").trim();
  let journal: Journal | undefined;
  try {
    journal = Journal.load(journalPathOf(dir, jobId));
  } catch (e) {
    if (e instanceof JournalReadError) return undefined;
    throw e;
  }
  return journal && journal.data.jobKey === jobKey && journal.data.state !== "done" ? journal : undefined;
}

/** A journal file of the folder, read or not. */
export interface StoredJob {
  jobId: string;
  path: string;
  /** The journal, or the reason it cannot be read (an older version, a torn copy). */
  journal: Journal | undefined;
  error?: string;
  mtimeMs: number;
}

/** Every journal of the folder, newest first. */
export function listJobs(dir: string): StoredJob[] {
  if (!existsSync(dir)) return [];
  const jobs: StoredJob[] = [];
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(".json")) continue;
    jobs.push(listOne(join(dir, name), name));
  }
  return jobs.sort((a, b) => b.mtimeMs - a.mtimeMs);
}

/** Remove a job's files (journal, snapshot, and its command's pointer when it points at it). */
export function removeJob(dir: string, job: StoredJob): void {
  const key = job.journal?.data.jobKey;
  if (key && existsSync(pointerPath(dir, key))) {
    const pointed = readFileSync(pointerPath(dir, key), "utf8").trim();
    if (pointed === job.jobId) clearPointer(dir, key);
  }
  Journal.remove(job.path);
}

/** When a job finished (ms), or undefined while it is unfinished. Unreadable journals count by mtime. */
export function finishedAtMs(job: StoredJob): number | undefined {
  if (!job.journal) return job.mtimeMs;
  const d = job.journal.data;
  if (d.state !== "done") return undefined;
  const t = Date.parse(d.finishedAt ?? d.updatedAt);
  return Number.isFinite(t) ? t : job.mtimeMs;
}

/**
 * Remove finished journals that finished more than `olderThanMs` ago (and unreadable ones as
 * old). Journals modified more recently are not even read, so this costs little at the start
 * of every bulk run. Returns the ids removed.
 */
export function cleanFinished(dir: string, olderThanMs = KEEP_FINISHED_MS, now = Date.now()): string[] {
  if (!existsSync(dir)) return [];
  const cutoff = now - olderThanMs;
  const removed: string[] = [];
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(".json")) continue;
    const path = join(dir, name);
    if (statSync(path).mtimeMs > cutoff) continue;
    const job = listOne(path, name);
    const at = finishedAtMs(job);
    if (at !== undefined && at <= cutoff) {
      removeJob(dir, job);
      removed.push(job.jobId);
    }
  }
  return removed;
}

function listOne(path: string, name: string): StoredJob {
  const mtimeMs = statSync(path).mtimeMs;
  try {
    return { jobId: name.slice(0, -5), path, journal: Journal.load(path), mtimeMs };
  } catch (e) {
    if (!(e instanceof JournalReadError)) throw e;
    return { jobId: name.slice(0, -5), path, journal: undefined, error: e.why, mtimeMs };
  }
}
