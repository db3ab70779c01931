// `fixcloud pools stats <poolId>`: the usage chart's points by day or month (part1 §2 pool
// detail, §7 poolStatistics). Default ranges (part1 §9): the last 168 hours by day, the last
// six months by month; rule L000416 on the range.
import { rules, toWireTime, type UsagePoint } from "@fixcloud/sdk";
import { chartType, enumValues, usagePointColumns } from "@fixcloud/sdk/lists";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { enumHelp } from "../../flags/help.js";
import { optionalSelectType, typeOptions } from "../../flags/service-type.js";
import { choiceFlag, dateFlag } from "../../flags/values.js";
import { h } from "../../lang.js";
import { columnOf, printRows, sdkMessage } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import { findPool, type PoolChoice, parsePoolId } from "./shared.js";

export const command: VerbCommand = {
  name: "stats",
  args: [["<poolId>", h("The pool.", "资源池。")]],
  description: h("Usage of a pool by day or month.", "按天或按月显示资源池用量。"),
  options: () => [
    ...typeOptions(false),
    new Option("--by <day|month>", `${enumHelp(chartType)}${h(". Default day.", "。默认 day。")}`),
    new Option(
      "--from <date>",
      h(
        "Start (default: 168 hours ago by day, six months ago by month).",
        "开始（默认：按天为 168 小时前，按月为六个月前）。",
      ),
    ),
    new Option("--to <date>", h("End (default: now).", "结束（默认：现在）。")),
  ],
  examples: [
    "fixcloud pools stats PL00000007",
    "fixcloud pools stats PL00000007 --by month --from 2026-01-01",
  ],
  json: true,
  load: () => import("./stats.js"),
};

export interface PoolStatsOptions extends PoolChoice {
  by: "day" | "month";
  /** Range start and end, UTC wire times. */
  from: string;
  to: string;
}

const HOUR = 3_600_000;

export function parseOptions(args: string[], o: Record<string, unknown>, ctx: Context): PoolStatsOptions {
  const by = choiceFlag(ctx.t, "--by", o.by, enumValues("chartType")) ?? "day";
  const now = new Date();
  const defaultFrom =
    by === "day"
      ? new Date(now.getTime() - 168 * HOUR)
      : new Date(new Date(now).setUTCMonth(now.getUTCMonth() - 6));
  const from = dateFlag(ctx, "--from", o.from, "from") ?? toWireTime(defaultFrom);
  const to = dateFlag(ctx, "--to", o.to, "to") ?? toWireTime(now);
  const bad = rules.pools.chartRange(from, to);
  if (bad) throw new UsageError(sdkMessage(ctx, bad));
  const selectType = optionalSelectType(o, ctx);
  return {
    poolId: parsePoolId(ctx, "<poolId>", args[0]),
    ...(selectType ? { selectType } : {}),
    by,
    from,
    to,
  };
}

export async function run(ctx: Context, opts: PoolStatsOptions): Promise<void> {
  const client = await ctx.client();
  const pool = await findPool(ctx, client, opts);
  const points = await client.pools.statistics({
    poolId: pool.poolId,
    type: opts.by,
    calType: pool.calType,
    startTime: opts.from,
    endTime: opts.to,
  });
  const total = points.reduce((n, p) => n + p.totalSum, 0);
  const columns = usagePointColumns.map((c) => columnOf<UsagePoint>(ctx, c));
  await printRows(ctx, points, columns, ctx.t("pool.statsFooter", { count: points.length, total }));
}
