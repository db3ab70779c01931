// Writing output files (part1 §9 exports): a path that cannot be
// written is refused before any call, with the path in the message (exit 2); an existing file
// only with --force; the file is written to `<file>.<pid>.part` next to it and renamed into place
// at the end, and the part file is removed on any failure, Ctrl+C or SIGTERM, so an interrupted
// or failed export never leaves a partial file behind.
import { accessSync, constants, existsSync, renameSync, rmSync, type Stats, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Context } from "../context.js";
import { UsageError } from "../errors.js";
import { ExitCode } from "../exit-codes.js";

/** Refuse early (before any call) when the file exists and --force was not given. */
export function checkOverwrite(ctx: Pick<Context, "t">, path: string, force: boolean): void {
  if (!force && existsSync(path)) throw new UsageError(ctx.t("file.exists", { file: path }));
}

/** The path's stat, or undefined when nothing is there (or a file sits where a directory should). */
function statOf(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Refuse early (before any call) a path that cannot be written: its directory is missing, not
 * a directory or not writable, the path is a directory, or it exists without --force.
 * @throws UsageError naming the path (exit 2).
 */
export function checkWritable(ctx: Pick<Context, "t">, path: string, force: boolean): void {
  const dir = dirname(resolve(path));
  const stat = statOf(path);
  if (stat?.isDirectory()) throw new UsageError(ctx.t("out.isDirectory", { file: path }));
  const dirStat = statOf(dir);
  if (!dirStat) {
    // A missing directory, or a path through a file (`a.txt/x.xlsx`): say which.
    const through = dirname(dir) !== dir && statOf(dirname(dir))?.isFile();
    throw new UsageError(
      ctx.t(through ? "out.notDirectory" : "out.noDirectory", {
        file: path,
        dir: through ? dirname(dir) : dir,
      }),
    );
  }
  if (!dirStat.isDirectory()) throw new UsageError(ctx.t("out.notDirectory", { file: path, dir }));
  try {
    accessSync(dir, constants.W_OK | constants.X_OK);
  } catch {
    throw new UsageError(ctx.t("out.denied", { file: path, dir }));
  }
  checkOverwrite(ctx, path, force);
}

/**
 * Remove `path` if the process is stopped (SIGINT, SIGTERM, SIGHUP) before `dispose()` is
 * called, then exit 130. Returns `dispose`.
 */
function removeOnSignal(path: string): () => void {
  const signals = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
  const handler = () => {
    rmSync(path, { force: true });
    process.exit(ExitCode.INTERRUPTED);
  };
  for (const s of signals) process.once(s, handler);
  return () => {
    for (const s of signals) process.off(s, handler);
  };
}

/**
 * Write through `write(tmpPath)`, then move the file into place. On any failure (or a stop
 * signal) the part file is removed and `path` is left as it was.
 */
export async function writeFileAtomic<T = void>(
  ctx: Pick<Context, "t">,
  path: string,
  force: boolean,
  write: (tmp: string) => Promise<T> | T,
): Promise<T> {
  const tmp = `${path}.${process.pid}.part`;
  const dispose = removeOnSignal(tmp);
  try {
    const result = await write(tmp);
    checkOverwrite(ctx, path, force);
    renameSync(tmp, path);
    return result;
  } finally {
    dispose();
    rmSync(tmp, { force: true });
  }
}
