// `fixcloud orders list`: the customer's orders in a time window (`--time 3|6|12|all`, default
// the last 3 months) with the order number search (`--order-no`, anywhere in the number) and
// paging (part2 §2 "My orders", §7 orderList). The filter flag, its help and the table's columns
// come from the SDK's order list descriptor; amounts in the table are written by the SDK's
// formatMoney, while --json and csv keep the raw numbers with their `currency`.
import { OrderSummary } from "@fixcloud/sdk";
import { type FilterValues, lists, type OrderTime } from "@fixcloud/sdk/lists";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { filterOptions, parseFilters } from "../../flags/list-filters.js";
import { pagingOptions, parsePaging } from "../../flags/paging.js";
import { h } from "../../lang.js";
import { type ListRange, limitOption, parseListRange, printList } from "../../output/list.js";
import { type Column, columnOf } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import { money, parseTime } from "./shared.js";

export const command: VerbCommand = {
  name: "list",
  description: h(
    "List your orders, newest first (last 3 months unless --time).",
    "列出订单，最新的在前（默认近 3 个月，见 --time）。",
  ),
  options: () => [
    new Option(
      "--time <months>",
      h(
        "Orders of the last 3, 6 or 12 months, or all (default 3).",
        "近 3、6、12 个月的订单，或 all 全部（默认 3）。",
      ),
    ),
    ...filterOptions(lists.orders),
    ...pagingOptions(),
    limitOption(),
  ],
  examples: [
    "fixcloud orders list",
    "fixcloud orders list --time all --order-no DD2026",
    "fixcloud orders list --time 12 --all --json orderNo,orderAmount,currency",
  ],
  json: true,
  load: () => import("./list.js"),
};

/** `--json` fields: the API's row fields. */
export const jsonFields = (): readonly string[] => Object.keys(OrderSummary.shape);

export interface OrderListOptions {
  filter: FilterValues<typeof lists.orders> & { time?: OrderTime };
  paging: ListRange;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): OrderListOptions {
  const paging = parseListRange(o, ctx, parsePaging(o, ctx));
  const time = parseTime(o.time, ctx);
  const filter = parseFilters(lists.orders, o, ctx, {});
  return { filter: time === undefined ? filter : { ...filter, time }, paging };
}

/** The descriptor's brief columns and the id `orders show` takes; the amount with its currency symbol. */
export function orderColumns(ctx: Context): Column<OrderSummary>[] {
  return lists.orders.columns
    .filter((c) => c.brief || c.key === "orderId")
    .map((c) =>
      c.key === "orderAmount"
        ? {
            ...columnOf<OrderSummary>(ctx, c),
            kind: "text",
            value: (o) => money(ctx, o.orderAmount, o.currency),
          }
        : columnOf<OrderSummary>(ctx, c),
    );
}

export async function run(ctx: Context, opts: OrderListOptions): Promise<void> {
  const client = await ctx.client();
  await printList(ctx, opts.paging, orderColumns(ctx), {
    all: (pageSize) => client.orders.listAll(opts.filter, pageSize),
    page: async (pageNo, pageSize) => {
      const page = await client.orders.list({ ...opts.filter, pageNo, pageSize });
      return { total: page.total, rows: page.list };
    },
  });
}
