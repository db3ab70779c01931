// `fixcloud pools devices add --pool ID --count N [--generate]`: add N device accounts to a
// pool without SN (part1 §2 device page "add by count": 1 to 10,000, L000409), or with
// --generate create N service IDs; through the SDK's `pools.devices` for the found pool.
import { addCountForm } from "@fixcloud/sdk/lists";
import { Option } from "commander";
import { confirmChange, requireConfirmable } from "../../../bulk/confirm.js";
import type { Context } from "../../../context.js";
import { UsageError } from "../../../errors.js";
import { formOptions, parseFormFlags } from "../../../flags/form-flags.js";
import { h } from "../../../lang.js";
import { toJson } from "../../../output/json.js";
import { safeCell } from "../../../output/text.js";
import type { VerbCommand } from "../../../runner.js";
import { findPool, type PoolChoice, parsePoolChoice, poolOptions } from "../shared.js";

export const command: VerbCommand = {
  name: "add",
  description: h(
    "Add device accounts by count, or generate service IDs.",
    "按数量添加设备账号，或生成服务 ID。",
  ),
  options: () => [
    ...poolOptions(),
    ...formOptions(addCountForm, COUNT_FLAG),
    new Option("--generate", h("Generate service IDs instead.", "改为生成服务 ID。")),
  ],
  examples: ["fixcloud pools devices add --pool PL00000007 --count 100 --yes"],
  load: () => import("./add.js"),
};

/** The form's one field, under the flag this verb has always had. */
const COUNT_FLAG = {
  mode: "add",
  names: { num: "count" },
  hints: { num: h("1-10000.", "1-10000。") },
} as const;

export interface DeviceAddOptions {
  pool: PoolChoice;
  /** How many, 1-10,000. */
  count: number;
  generate: boolean;
}

/** Names listed after the summary; the rest are counted. */
const SHOWN = 20;

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): DeviceAddOptions {
  const pool = parsePoolChoice(o, ctx);
  if (o.count === undefined) throw new UsageError(ctx.t("usage.required", { flag: "--count" }));
  const { num: raw } = parseFormFlags(addCountForm, o, ctx, COUNT_FLAG);
  requireConfirmable(ctx);
  return { pool, count: Number(raw), generate: o.generate === true };
}

export async function run(ctx: Context, opts: DeviceAddOptions): Promise<void> {
  const t = ctx.t;
  const client = await ctx.client();
  const pool = await findPool(ctx, client, opts.pool);
  const question = t(opts.generate ? "device.confirmGenerate" : "device.confirmAdd", {
    count: opts.count,
    pool: pool.poolId,
  });
  if (!(await confirmChange(ctx, question))) {
    ctx.io.stderr.write(`${t("confirm.cancelled")}\n`);
    return;
  }
  const result = opts.generate
    ? await client.pools.devices.generateServiceIds(pool, opts.count)
    : await client.pools.devices.addByCount(pool, opts.count);
  if (ctx.output === "json") {
    ctx.io.stdout.write(toJson(result));
    return;
  }
  ctx.io.stdout.write(`${t("device.added", { count: result.added, pool: pool.poolId })}\n`);
  for (const name of result.accountNames.slice(0, SHOWN)) ctx.io.stdout.write(`  ${safeCell(name)}\n`);
  if (result.accountNames.length > SHOWN)
    ctx.io.stdout.write(`  … (${result.accountNames.length - SHOWN})\n`);
}
