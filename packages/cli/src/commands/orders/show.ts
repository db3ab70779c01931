// `fixcloud orders show <orderId>`: one order as the detail page shows it (part2 §2 "My orders",
// §3 Order, §7 orderDetail): the header (number, kind, state, times in the time-zone setting,
// amount) and the line table, amounts written by the SDK's formatMoney. --json prints the API's
// answer (raw amounts with `currency`); csv prints the lines, one row each. Needs the
// order-detail permission DDXQ_HDK027 (part2 §6): without it the API refuses (exit 1).
import { OrderDetail, type OrderLine } from "@fixcloud/sdk";
import { enums } from "@fixcloud/sdk/lists";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { toCsv } from "../../output/csv.js";
import { toJson } from "../../output/json.js";
import { type Column, printRows, sdkMessage, showLabel, showTime } from "../../output/print.js";
import { renderPairs } from "../../output/table.js";
import { tableOptions } from "../../output/print.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
import { money } from "./shared.js";

export const command: VerbCommand = {
  name: "show",
  args: [["<orderId>", h("Order id (see `orders list`).", "订单 ID（见 `orders list`）。")]],
  description: h("Show one order with its lines.", "显示一个订单及其商品明细。"),
  examples: ["fixcloud orders show 700001", "fixcloud orders show 700001 --json orderNo,orderAmount,rows"],
  json: true,
  load: () => import("./show.js"),
};

/** `--json` fields: the order's fields. */
export const jsonFields = (): readonly string[] => Object.keys(OrderDetail.shape);

export interface OrderShowOptions {
  orderId: string;
}

export function parseOptions(args: string[], _o: Record<string, unknown>, ctx: Context): OrderShowOptions {
  const orderId = (args[0] ?? "").trim();
  if (!orderId || orderId.length > 64) throw new UsageError(ctx.t("orders.id.bad"));
  return { orderId };
}

const MONEY = new Set(["price", "productAmount", "discountWaiver", "discountAmount"]);
const LINE_FIELDS = [
  "productName",
  "measureName",
  "price",
  "buyQuantity",
  "deliverQuantity",
  "productAmount",
  "discountWaiver",
  "discountAmount",
] as const;

/** The line table's columns: the SDK's field labels, amounts with the order's currency. */
function lineColumns(ctx: Context, currency: string): Column<OrderLine>[] {
  return LINE_FIELDS.map((key) => ({
    header: sdkMessage(ctx, `field.${key}`),
    kind: "text" as const,
    value: (l: OrderLine) => (MONEY.has(key) ? money(ctx, l[key] as number, currency) : l[key]),
  }));
}

export async function run(ctx: Context, opts: OrderShowOptions): Promise<void> {
  const client = await ctx.client();
  const order = await client.orders.retrieve(opts.orderId);
  const out = ctx.io.stdout;
  if (ctx.output === "json") {
    out.write(toJson(order));
    return;
  }
  if (ctx.output === "csv") {
    const rows = order.rows.map((l) => ({ orderNo: order.orderNo, currency: order.currency, ...l }));
    out.write(toCsv(rows));
    return;
  }
  const label = (key: string) => sdkMessage(ctx, `field.${key}`);
  out.write(
    await renderPairs(
      [
        [label("orderNo"), safeCell(order.orderNo)],
        [label("orderTypeName"), safeCell(order.orderTypeName)],
        [label("statusName"), showLabel(ctx, enums.orderStatus, order.status)],
        [label("createTime"), showTime(ctx, order.createTime)],
        [label("payTime"), showTime(ctx, order.payTime)],
        [label("orderAmount"), money(ctx, order.orderAmount, order.currency)],
      ],
      tableOptions(ctx),
    ),
  );
  out.write(`\n${ctx.t("orders.lines")}\n`);
  await printRows(ctx, order.rows, lineColumns(ctx, order.currency));
}
