// What `orders list` and `orders show` share: the window flag (`--time 3|6|12|all`, part2 §2,
// §9) and amounts as the console writes them (the SDK's formatMoney in the run's language).
import { formatMoney, type OrderTime } from "@fixcloud/sdk/lists";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";

/** The values `--time` takes, and the window each means (all = 0). */
const TIMES: Readonly<Record<string, OrderTime>> = { "3": 3, "6": 6, "12": 12, all: 0, "0": 0 };

/**
 * The window of `--time` (3, 6, 12 or all; absent: undefined, the server's default of 3 months).
 * @throws UsageError for any other value.
 */
export function parseTime(value: unknown, ctx: Pick<Context, "t">): OrderTime | undefined {
  if (value === undefined) return undefined;
  const time = TIMES[String(value).trim().toLowerCase()];
  if (time === undefined) throw new UsageError(ctx.t("orders.time.bad", { value: String(value) }));
  return time;
}

/** An amount in a table or a detail: "¥1,234.50" / "CN¥1,234.50" (2-5 decimals, part2 §2). */
export const money = (ctx: Pick<Context, "language">, amount: number, currency: string): string =>
  formatMoney(ctx.language, amount, currency);
