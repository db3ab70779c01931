// `fixcloud pools devices template --out FILE [--kind K]`: the server's upload template.
import { writeFileSync } from "node:fs";
import { extname } from "node:path";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { checkOverwrite, writeFileAtomic } from "../../output/file.js";
import { toJson } from "../../output/json.js";
import { choiceFlag } from "../flags.js";
import { UPLOAD_KINDS } from "./devices-upload.js";

export interface TemplateOptions {
  out: string;
  force: boolean;
  kind: (typeof UPLOAD_KINDS)[number];
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): TemplateOptions {
  if (o.out === undefined) throw new UsageError(ctx.t("usage.required", { flag: "--out" }));
  const out = String(o.out);
  if (extname(out).toLowerCase() !== ".xlsx")
    throw new UsageError(ctx.t("device.templateExt", { file: out }));
  const force = o.force === true;
  checkOverwrite(ctx, out, force);
  return { out, force, kind: choiceFlag(ctx.t, "--kind", o.kind, UPLOAD_KINDS) ?? "concurrent" };
}

export async function run(ctx: Context, opts: TemplateOptions): Promise<void> {
  const client = await ctx.client();
  const file = await client.pools.template(opts.kind);
  await writeFileAtomic(ctx, opts.out, opts.force, (tmp) => writeFileSync(tmp, file.data));
  if (ctx.output === "json") ctx.io.stdout.write(toJson({ file: opts.out, kind: opts.kind }));
  else ctx.io.stdout.write(`${ctx.t("device.template", { file: opts.out, kind: opts.kind })}\n`);
}
