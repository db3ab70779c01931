// Writing output files: never over an existing file without --force, and atomically (a temp
// file next to it, then rename), so an interrupted export leaves no half-written file.
import { existsSync, renameSync, rmSync } from "node:fs";
import type { Context } from "../context.js";
import { UsageError } from "../errors.js";

/** Refuse early (before any call) when the file exists and --force was not given. */
export function checkOverwrite(ctx: Pick<Context, "t">, path: string, force: boolean): void {
  if (!force && existsSync(path)) throw new UsageError(ctx.t("file.exists", { file: path }));
}

/** Write through `write(tmpPath)`, then move the file into place. */
export async function writeFileAtomic(
  ctx: Pick<Context, "t">,
  path: string,
  force: boolean,
  write: (tmp: string) => Promise<void> | void,
): Promise<void> {
  const tmp = `${path}.${process.pid}.part`;
  try {
    await write(tmp);
    checkOverwrite(ctx, path, force);
    renameSync(tmp, path);
  } finally {
    rmSync(tmp, { force: true });
  }
}
