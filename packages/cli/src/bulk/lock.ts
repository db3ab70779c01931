// One run at a time per job ("two concurrent runs of the same job cannot both
// proceed"). The lock is proper-lockfile's (an atomic mkdir whose mtime the holder refreshes;
// a lock nobody refreshed for `STALE_MS` is stale). A run killed with SIGKILL leaves its lock
// behind, and the rerun that resumes it usually comes at once: so the holder also writes its
// pid and host beside the lock, and a lock whose process is gone on this host is taken over
// at once instead of after the stale time.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { writeAtomic } from "./journal.js";

/** A lock older than this (ms) without a refresh is stale (proper-lockfile refreshes every STALE_MS / 2). */
const STALE_MS = 10_000;

/** The lock of a job is held by another live process. */
export interface Held {
  heldBy: number;
}

/**
 * Lock the job named `name` (its job key) in the journals folder `dir`. Resolves to a release
 * function (resolving once the lock is gone), or `{ heldBy: pid }` when another live run
 * holds it (pid -1: unknown holder).
 */
export async function lockJob(dir: string, name: string): Promise<(() => Promise<void>) | Held> {
  const { default: lockfile } = await import("proper-lockfile");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const target = join(dir, `${name}.job`);
  const lockfilePath = `${target}.lock`;
  const ownerPath = `${target}.owner`;
  const options = {
    realpath: false,
    lockfilePath,
    stale: STALE_MS,
    // A compromised lock (the folder was removed, or the refresh was late) is not a reason to
    // crash a running job: the journal is consistent after every write.
    onCompromised: () => {},
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const release = await lockfile.lock(target, options);
      writeAtomic(ownerPath, JSON.stringify({ pid: process.pid, host: hostname() }));
      return async () => {
        rmSync(ownerPath, { force: true });
        // A lock that cannot be removed goes stale: the next run takes it over then.
        await release().catch(() => {});
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "ELOCKED") throw e;
      const owner = readOwner(ownerPath);
      if (owner && owner.host === hostname() && owner.pid !== process.pid && !alive(owner.pid)) {
        // Its process is gone (killed): take the lock over.
        rmSync(lockfilePath, { recursive: true, force: true });
        rmSync(ownerPath, { force: true });
        continue;
      }
      return { heldBy: owner?.pid ?? -1 };
    }
  }
  return { heldBy: -1 };
}

function readOwner(path: string): { pid: number; host: string } | undefined {
  if (!existsSync(path)) return undefined;
  try {
    const o = JSON.parse(readFileSync(path, "utf8")) as { pid?: unknown; host?: unknown };
    return Number.isInteger(o.pid) && typeof o.host === "string"
      ? { pid: o.pid as number, host: o.host }
      : undefined;
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}
