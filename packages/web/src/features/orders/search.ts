// URL state of the order pages (part2 §2 "My orders"): the time window (`time`: 3, 6, 12 or 0 =
// all; 3 when absent), the order number search from the SDK's order list descriptor, paging;
// the detail's `detialId` (the spec's spelling).
import {
  DEFAULT_ORDER_TIME,
  type FilterValues,
  orderList,
  type OrderTime,
  orderTime,
  valuesOf,
} from "@fixcloud/sdk";
import {
  filterParams,
  type PageSearch,
  pageParams,
  param,
  readInt,
  readText,
  searchSchema,
} from "../../shared/list/search";

/** The validated URL state of /myOrder. */
export type OrderListSearch = FilterValues<typeof orderList> & PageSearch & { time: OrderTime };

/** A window of the URL: one of the enum's values, else the default (3 months). */
export function readOrderTime(value: unknown): OrderTime {
  return orderTimeOf(value) ?? DEFAULT_ORDER_TIME;
}

/** A window of the URL, if it is one of the enum's values. */
function orderTimeOf(value: unknown): OrderTime | undefined {
  const n = readInt(value);
  return valuesOf(orderTime).find((v) => v === n);
}

/** The URL schema of /myOrder: `time`, `orderNo`, `page` (from 1), `pageSize`. */
export const orderListSearch = searchSchema<OrderListSearch, Partial<OrderListSearch>>({
  time: param(orderTimeOf, DEFAULT_ORDER_TIME),
  ...filterParams(orderList),
  ...pageParams(),
});

/** The orderList body of a URL state. */
export function orderListParams(search: OrderListSearch) {
  const { time, orderNo, page, pageSize } = search;
  return { time, orderNo, pageNo: page, pageSize };
}

/** An order id as the URL carries it: plain digits as a number, any other id as text. */
export type OrderIdParam = string | number;

/**
 * An order id for the URL. Plain digits become a number, so the link reads `?detialId=700001`
 * as part1 §2 writes it (the router JSON-quotes text that looks like a number).
 */
export function orderIdParam(value: unknown): OrderIdParam | undefined {
  const id = readText(typeof value === "number" ? String(value) : value, 64);
  return id && /^[1-9]\d{0,14}$/.test(id) ? Number(id) : id;
}

/** The URL state of /orderDetial: the order's id. */
export type OrderDetailSearch = { detialId?: OrderIdParam };

/** The URL schema of /orderDetial?detialId=. */
export const orderDetailSearch = searchSchema<OrderDetailSearch>({ detialId: param(orderIdParam) });

/** The link search of an order's detail. */
export const orderLinkSearch = (orderId: string) => ({ detialId: orderIdParam(orderId) });
