// Orders (part2 §2, §7): key factory and query options of a page of orders and of one order,
// shared by the route loaders and the pages.
import type { OrderListParams } from "@fixcloud/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { NotifyMeta } from "../../shared/notify";
import { orders } from "./api";

/** Query keys of the orders. */
export const orderKeys = {
  all: ["orders"] as const,
  list: (params: OrderListParams) => [...orderKeys.all, "list", params] as const,
  detail: (orderId: string) => [...orderKeys.all, "detail", orderId] as const,
};

/** One page of orders; the previous page stays while the next loads. */
export const orderListQuery = (params: OrderListParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => orders.list(params, { signal }),
    placeholderData: keepPreviousData,
  });

/** One order with its lines. */
export const orderDetailQuery = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => orders.retrieve(orderId, { signal }),
    // An order that is not found is the page's own state, not a toast as well.
    meta: { pageState: true } satisfies NotifyMeta,
  });
