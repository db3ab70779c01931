// `fixcloud pools stats <poolId>`: the usage chart's points by day or month (part1 §2 pool
// detail). Default ranges (part1 §9): the last 168 hours by day, the last six months by month.
import { rules, toWireTime } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { printRows, sdkMessage } from "../../output/print.js";
import { findPool, optionalSelectType, poolIdFlag } from "../../select/pools.js";
import type { SelectTypeValue } from "../../select/filter.js";
import { choiceFlag, dateFlag } from "../flags.js";

export interface PoolStatsOptions {
  poolId: string;
  selectType?: SelectTypeValue;
  by: "day" | "month";
  from: string;
  to: string;
}

const HOUR = 3_600_000;

export function parseOptions(args: string[], o: Record<string, unknown>, ctx: Context): PoolStatsOptions {
  const by = choiceFlag(ctx.t, "--by", o.by, ["day", "month"] as const) ?? "day";
  const now = new Date();
  const defaultFrom =
    by === "day"
      ? new Date(now.getTime() - 168 * HOUR)
      : new Date(new Date(now).setUTCMonth(now.getUTCMonth() - 6));
  const from = dateFlag(ctx, "--from", o.from, "from") ?? toWireTime(defaultFrom);
  const to = dateFlag(ctx, "--to", o.to, "to") ?? toWireTime(now);
  const bad = rules.pools.chartRange(from, to);
  if (bad) throw new UsageError(sdkMessage(ctx, bad));
  return {
    poolId: poolIdFlag(ctx, "<poolId>", args[0]),
    selectType: optionalSelectType(o, ctx),
    by,
    from,
    to,
  };
}

export async function run(ctx: Context, opts: PoolStatsOptions): Promise<void> {
  const client = await ctx.client();
  const pool = await findPool(ctx, client, opts.poolId, opts.selectType);
  const points = await client.pools.statistics({
    poolId: pool.poolId,
    type: opts.by,
    calType: pool.calType,
    startTime: opts.from,
    endTime: opts.to,
  });
  const total = points.reduce((n, p) => n + p.totalSum, 0);
  await printRows(
    ctx,
    points,
    [
      { header: "col.time", value: (r) => r.time },
      { header: "col.usage", value: (r) => String(r.totalSum) },
    ],
    ctx.t("pool.statsFooter", { count: points.length, total }),
  );
}
