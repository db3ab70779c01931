// `fixcloud pools show <poolId>`: one pool's details, including its device count.
import type { Context } from "../../context.js";
import { toJson } from "../../output/json.js";
import { showLabel, showTime } from "../../output/print.js";
import { renderPairs } from "../../output/table.js";
import { findPool, optionalSelectType, poolIdFlag } from "../../select/pools.js";
import type { SelectTypeValue } from "../../select/filter.js";

export interface PoolShowOptions {
  poolId: string;
  selectType?: SelectTypeValue;
}

export function parseOptions(args: string[], o: Record<string, unknown>, ctx: Context): PoolShowOptions {
  return { poolId: poolIdFlag(ctx, "<poolId>", args[0]), selectType: optionalSelectType(o, ctx) };
}

export async function run(ctx: Context, opts: PoolShowOptions): Promise<void> {
  const client = await ctx.client();
  const pool = await findPool(ctx, client, opts.poolId, opts.selectType);
  if (ctx.output !== "table") {
    ctx.io.stdout.write(toJson(pool));
    return;
  }
  const t = ctx.t;
  const pairs: [string, string][] = [
    [t("col.poolId"), pool.poolId],
    ["bpId", pool.bpId],
    [t("col.serviceProduct"), pool.serviceProductName],
    [t("col.calType"), showLabel(ctx, "calType", pool.calType)],
    [t("col.orderNo"), pool.orderNo],
    [t("col.buyTotal"), pool.buyTotalName],
    [t("col.remaining"), pool.remainingQuantityName],
    [t("col.abpState"), showLabel(ctx, "abpState", pool.abpState)],
    [t("col.activationMode"), showLabel(ctx, "activationType", pool.activationMode)],
    [t("col.forceActivationTime"), showTime(ctx, pool.forceActivationTime)],
    [t("col.activationTime"), showTime(ctx, pool.activationTime)],
    [t("col.endTime"), showTime(ctx, pool.endTime)],
    [t("col.devices"), String(pool.deviceCount)],
  ];
  ctx.io.stdout.write(await renderPairs(pairs, { tty: ctx.io.stdout.isTTY === true, color: ctx.color }));
}
