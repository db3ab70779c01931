// `fixcloud overview`: the dashboard of part1 §2 — four tiles and the recent purchases.
import type { Context } from "../../context.js";
import { toJson } from "../../output/json.js";
import { type Column, printRows } from "../../output/print.js";
import { renderPairs } from "../../output/table.js";
import type { RecentPurchase } from "@fixcloud/sdk";

export type OverviewOptions = Record<string, never>;

export function parseOptions(): OverviewOptions {
  return {};
}

const columns: Column<RecentPurchase>[] = [
  { header: "col.purchaseTime", value: (r) => r.purchaseTime, time: true },
  { header: "col.productNo", value: (r) => r.productNo },
  { header: "col.measureWay", value: (r) => r.measureWayName },
  { header: "col.spec", value: (r) => `${r.measureSpecificationsSum} ${r.measureUnitName}` },
  { header: "col.quantity", value: (r) => String(r.productQuantity) },
  { header: "col.orderId", value: (r) => r.orderId },
];

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
    await printRows(ctx, purchases, columns);
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
  else await printRows(ctx, purchases, columns);
}
