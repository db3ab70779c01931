// `fixcloud pools devices add --pool ID --count N [--generate]`: add N device accounts to a
// pool (1 to 10,000, L000409), or with --generate create N service IDs.
import { rules } from "@fixcloud/sdk";
import { confirmChange, requireConfirmable } from "../../bulk/confirm.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { toJson } from "../../output/json.js";
import { sdkMessage } from "../../output/print.js";
import { safeCell } from "../../output/text.js";
import { poolIdFlag } from "../../select/pools.js";

export interface DeviceAddOptions {
  poolId: string;
  count: number;
  generate: boolean;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): DeviceAddOptions {
  const poolId = poolIdFlag(ctx, "--pool", o.pool);
  if (o.count === undefined) throw new UsageError(ctx.t("usage.required", { flag: "--count" }));
  const raw = String(o.count).trim();
  const bad = rules.pools.addCount(raw);
  if (bad) throw new UsageError(sdkMessage(ctx, bad));
  requireConfirmable(ctx);
  return { poolId, count: Number(raw), generate: o.generate === true };
}

export async function run(ctx: Context, opts: DeviceAddOptions): Promise<void> {
  const t = ctx.t;
  const client = await ctx.client();
  const question = t(opts.generate ? "device.confirmGenerate" : "device.confirmAdd", {
    count: opts.count,
    pool: opts.poolId,
  });
  if (!(await confirmChange(ctx, question))) {
    ctx.io.stderr.write(`${t("bulk.cancelled")}\n`);
    return;
  }
  const result = opts.generate
    ? await client.pools.generateServiceIds(opts.poolId, opts.count)
    : await client.pools.addDevicesByCount(opts.poolId, opts.count);
  if (ctx.output === "json") {
    ctx.io.stdout.write(toJson(result));
    return;
  }
  ctx.io.stdout.write(`${t("device.added", { count: result.added, pool: opts.poolId })}\n`);
  for (const name of result.accountNames.slice(0, 20)) ctx.io.stdout.write(`  ${safeCell(name)}\n`);
  if (result.accountNames.length > 20) ctx.io.stdout.write(`  … (${result.accountNames.length - 20})\n`);
}
