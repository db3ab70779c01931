// `fixcloud pools devices template --pool ID --out FILE`: the upload template of the pool's
// variant (part1 §7 template calls; the SDK's `pools.devices.template`, chosen by the pool's
// calculation type), or with `--fill-ids` the template of filling device ids (no pool needed).
import { writeFileSync } from "node:fs";
import { Option } from "commander";
import type { Context } from "../../../context.js";
import { type OutFile, outFileOptions, parseOutFile } from "../../../flags/out-file.js";
import { h } from "../../../lang.js";
import { writeFileAtomic } from "../../../output/file.js";
import { toJson } from "../../../output/json.js";
import type { VerbCommand } from "../../../runner.js";
import { findPool, type PoolChoice, parsePoolChoice, poolOptions } from "../shared.js";

export const command: VerbCommand = {
  name: "template",
  description: h("Download the upload template of a pool.", "下载资源池的上传模板。"),
  options: () => [
    ...poolOptions(),
    new Option(
      "--fill-ids",
      h(
        "The template of `upload --fill-ids` (no --pool needed).",
        "`upload --fill-ids` 的模板（无需 --pool）。",
      ),
    ),
    ...outFileOptions(h("Output file (.xlsx).", "输出文件（.xlsx）。")),
  ],
  examples: [
    "fixcloud pools devices template --pool PL00000007 --out template.xlsx",
    "fixcloud pools devices template --fill-ids --out fill-ids.xlsx",
  ],
  load: () => import("./template.js"),
};

export interface TemplateOptions extends OutFile<"xlsx"> {
  /** The pool whose variant's template is wanted; absent with --fill-ids. */
  pool?: PoolChoice;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): TemplateOptions {
  const file = parseOutFile(o, ctx, ["xlsx"] as const, (f) => ctx.t("device.templateExt", { file: f }));
  return o.fillIds === true ? file : { ...file, pool: parsePoolChoice(o, ctx) };
}

export async function run(ctx: Context, opts: TemplateOptions): Promise<void> {
  const client = await ctx.client();
  const file = opts.pool
    ? await client.pools.devices.template(await findPool(ctx, client, opts.pool))
    : await client.pools.devices.templateOf("fill");
  await writeFileAtomic(ctx, opts.out, opts.force, (tmp) => writeFileSync(tmp, file.data));
  if (ctx.output === "json") ctx.io.stdout.write(toJson({ file: opts.out }));
  else ctx.io.stdout.write(`${ctx.t("device.template", { file: opts.out })}\n`);
}
