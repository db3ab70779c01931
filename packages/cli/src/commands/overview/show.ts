// `fixcloud overview`: the dashboard of part1 §2 — four tiles and the recent purchases.
import type { RecentPurchase } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { type Column, printRows } from "../../output/print.js";
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
  load: () => import("./show.js"),
};

export type OverviewOptions = Record<string, never>;

export function parseOptions(): OverviewOptions {
  return {};
}

/** The recent-purchases table (part1 §2 overview). */
function columns(ctx: Context): Column<RecentPurchase>[] {
  return [
    { header: ctx.t("purchase.time"), value: (r) => r.purchaseTime, kind: "time" },
    { header: ctx.t("purchase.product"), value: (r) => r.productNo, kind: "text" },
    { header: ctx.t("purchase.measure"), value: (r) => r.measureWayName, kind: "text" },
    {
      header: ctx.t("purchase.spec"),
      value: (r) => `${r.measureSpecificationsSum} ${r.measureUnitName}`,
      kind: "text",
    },
    { header: ctx.t("purchase.quantity"), value: (r) => String(r.productQuantity), kind: "number" },
    { header: ctx.t("purchase.order"), value: (r) => r.orderId, kind: "text" },
  ];
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
        [ctx.t("overview.online"), `${counts.onlineCount} / ${counts.totalCount}`],
        [ctx.t("overview.total"), String(counts.totalCount)],
        [ctx.t("overview.orders"), String(orders.orderSum)],
        [ctx.t("overview.tickets"), String(tickets.ticketSum)],
      ],
      { tty, color: ctx.color },
    ),
  );
  out.write(`\n${ctx.t("overview.recent")}\n`);
  if (purchases.length === 0) out.write(`${ctx.t("overview.none")}\n`);
  else await printRows(ctx, purchases, columns(ctx));
}
