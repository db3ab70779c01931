// Schemas of orders (part2 §3 Order, §7 orderList and orderDetail): the list request (built from
// the list descriptor plus the time window), an order card of the list and the detail with its
// lines. Amounts are JSON numbers as stored (up to 5 decimals) with the order's `currency`
// (ISO 4217, a project field: the spec shows a currency symbol but names no field); show them
// with `formatMoney` (catalogue/shared/money.ts). Times are wire times (UTC).
import { z } from "zod";
import { Id, listPage, oneOf } from "../shared/common.js";
import { listRequestSchema } from "../shared/list-schema.js";
import { orderList } from "./lists.js";
import { DEFAULT_ORDER_TIME } from "./window.js";

/** The time window: 3, 6, 12 months or 0 (all); absent means 3 (part2 §2, §9). */
export const OrderTimeWindow = oneOf([3, 6, 12, 0], "time must be 3, 6, 12 or 0").default(DEFAULT_ORDER_TIME);

/** orderList body (part2 §7): `pageNo`, `pageSize`, `time` (default 3), `orderNo` (contains). */
export const OrderListRequest = listRequestSchema(orderList, { time: OrderTimeWindow });
/** What a caller passes for {@link OrderListRequest}. */
export type OrderListRequest = z.input<typeof OrderListRequest>;

/** An ISO 4217 currency code, e.g. `CNY`. */
export const Currency = z.string().regex(/^[A-Z]{3}$/, "expected an ISO 4217 code");

/** An amount as stored: a finite number with at most 5 decimals shown (part2 §2). */
const Amount = z.number();

/**
 * An order of the list (part2 §3 Order without its lines): `orderType` and `status` are the
 * numbers (enums `orderType`, `orderStatus`), `orderTypeName` and `statusName` their labels in
 * the request's language; `payTime` is null while unpaid.
 */
export const OrderSummary = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  orderType: z.number().int(),
  orderTypeName: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  createTime: z.string(),
  payTime: z.string().nullable(),
  orderAmount: Amount,
  currency: Currency,
});
/** Parsed shape of {@link OrderSummary}. */
export type OrderSummary = z.infer<typeof OrderSummary>;

/** orderList answer: `{ total, list }` of {@link OrderSummary}, newest first (part2 §7). */
export const OrderListPage = listPage(OrderSummary);
/** Parsed shape of {@link OrderListPage}. */
export type OrderListPage = z.infer<typeof OrderListPage>;

/**
 * A line of an order (part2 §3 rows). `productName` and `measureName` (what one unit is, e.g.
 * "365 days") are in the request's language; `goodsImage` is the product's picture (a URL path
 * under the API). Amounts: `productAmount` = `price` × `buyQuantity`, `discountWaiver` what was
 * taken off, `discountAmount` = `productAmount` − `discountWaiver`, the line's due amount.
 */
export const OrderLine = z.object({
  productName: z.string(),
  goodsImage: z.string(),
  price: Amount,
  measureName: z.string(),
  buyQuantity: z.number().int(),
  deliverQuantity: z.number().int(),
  productAmount: Amount,
  discountWaiver: Amount,
  discountAmount: Amount,
});
/** Parsed shape of {@link OrderLine}. */
export type OrderLine = z.infer<typeof OrderLine>;

/** orderDetail answer (part2 §3 Order): the header of {@link OrderSummary} and its `rows`. */
export const OrderDetail = OrderSummary.extend({ rows: z.array(OrderLine) });
/** Parsed shape of {@link OrderDetail}. */
export type OrderDetail = z.infer<typeof OrderDetail>;

/** orderDetail body (part2 §7): the order's `orderId`. */
export const OrderDetailRequest = z.object({ orderId: Id });
/** What a caller passes for {@link OrderDetailRequest}. */
export type OrderDetailRequest = z.input<typeof OrderDetailRequest>;
