// `fixcloud overview`: the dashboard of part1 §2 — four tiles and the recent purchases.
import type { RecentPurchase } from "@fixcloud/sdk";
import { recentPurchaseColumns } from "@fixcloud/sdk/lists";
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { type Column, columnOf, printRows, sdkMessage } from "../../output/print.js";
import { renderPairs } from "../../output/table.js";
import type { VerbCommand } from "../../runner.js";

export const command: VerbCommand = {
  name: "overview",
  description: h(
    "Online and total accounts, orders, tickets and recent purchases.",
    "在线账号数、账号总数、订单数、工单数与最近购买。",
  ),
  examples: ["fixcloud overview", "fixcloud overview --output json"],
  note: h(
    "\nWith --output csv only the recent purchases are written (the tiles are not rows).\n",
    "\n使用 --output csv 时只输出最近购买（统计数字不是表格行）。\n",
  ),
  json: true,
  load: () => import("./show.js"),
};

export type OverviewOptions = Record<string, never>;

export function parseOptions(): OverviewOptions {
  return {};
}

/** The recent-purchases table (part1 §2 overview): the SDK's columns and labels. */
function columns(ctx: Context): Column<RecentPurchase>[] {
  return recentPurchaseColumns.map((c) => columnOf<RecentPurchase>(ctx, c));
}

export async function run(ctx: Context, _opts: OverviewOptions): Promise<void> {
  const client = await ctx.client();
  const [counts, orders, tickets, purchases] = await Promise.all([
    client.overview.counts(),
    client.overview.orderSum(),
    client.overview.ticketSum(),
    client.overview.recentPurchases(),
  ]);
  const out = ctx.io.stdout;
  if (ctx.output === "json") {
    out.write(toJson({ ...counts, ...orders, ...tickets, recentPurchases: purchases }));
    return;
  }
  if (ctx.output === "csv") {
    // The tiles are not rows: csv carries the one table of the page.
    await printRows(ctx, purchases, columns(ctx));
    return;
  }
  const tty = out.isTTY === true;
  out.write(
    await renderPairs(
      [
        [sdkMessage(ctx, "field.onlineCount"), `${counts.onlineCount} / ${counts.totalCount}`],
        [sdkMessage(ctx, "field.totalCount"), String(counts.totalCount)],
        [sdkMessage(ctx, "field.orderSum"), String(orders.orderSum)],
        [sdkMessage(ctx, "field.ticketSum"), String(tickets.ticketSum)],
      ],
      { tty, color: ctx.color },
    ),
  );
  out.write(`\n${ctx.t("overview.recent")}\n`);
  if (purchases.length === 0) out.write(`${ctx.t("overview.none")}\n`);
  else await printRows(ctx, purchases, columns(ctx));
}
