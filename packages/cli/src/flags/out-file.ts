// `--out <file>` and `--force` of the verbs that write a file (exports, templates; part1 §9
// exports): declared and parsed here. The extension picks the format; a path that cannot be
// written (missing directory, a directory, no permission, an existing file without --force)
// is refused before any call.
import { extname } from "node:path";
import { Option } from "commander";
import type { Context } from "../context.js";
import { UsageError } from "../errors.js";
import { h } from "../lang.js";
import { checkWritable } from "../output/file.js";

/** The file a verb writes. */
export interface OutFile<F extends string> {
  out: string;
  /** The format named by the extension, without the dot. */
  format: F;
  force: boolean;
}

/** The `--out` and `--force` flags. */
export function outFileOptions(help: string): Option[] {
  return [
    new Option("--out <file>", help),
    new Option("--force", h("Overwrite an existing file.", "覆盖已存在的文件。")),
  ];
}

/**
 * `--out` and `--force`: the path, its format by extension (one of `formats`), and the
 * writability check. No calls.
 * @throws UsageError when --out is missing, has another extension, cannot be written, or
 * exists without --force.
 */
export function parseOutFile<F extends string>(
  o: Record<string, unknown>,
  ctx: Pick<Context, "t">,
  formats: readonly F[],
  badExtension: (file: string) => string,
): OutFile<F> {
  if (o.out === undefined) throw new UsageError(ctx.t("usage.required", { flag: "--out" }));
  const out = String(o.out);
  const format = extname(out).toLowerCase().slice(1) as F;
  if (!formats.includes(format)) throw new UsageError(badExtension(out));
  const force = o.force === true;
  checkWritable(ctx, out, force);
  return { out, format, force };
}
