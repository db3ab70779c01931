// Orders (part2 §2 "My orders", §7 orderList and orderDetail): the customer's orders in a time
// window (3, 6, 12 months or all; default 3) with an order number search, and one order with
// its lines. Amounts come as stored with the order's `currency`: show them with `formatMoney`.
import { listAll } from "../core/pagination.js";
import type { CallOptions } from "../core/transport.js";
import { ordersEndpoints as E } from "../catalogue/orders/endpoints.js";
import type {
  OrderDetail,
  OrderListPage,
  OrderListRequest,
  OrderSummary,
} from "../catalogue/orders/schemas.js";
import { APIResource } from "./resource.js";

/** Parameters of {@link Orders.list}: `time` (3, 6, 12 or 0 = all; default 3), `orderNo`, `pageNo`, `pageSize`. */
export type OrderListParams = OrderListRequest;
/** Filters of {@link Orders.listAll}: the list body without paging. */
export type OrderFilter = Omit<OrderListRequest, "pageNo" | "pageSize">;

/** The customer's orders (part2 §7). Lists page with `pageNo`/`pageSize` and answer `{ total, list }`. */
export class Orders extends APIResource {
  /**
   * `orders.orderList`: one page `{ total, list }`, newest first. `time` counts calendar months
   * back from the server's clock (absent: 3; 0: all); `orderNo` matches anywhere in the order
   * number, ignoring case. Throws ForbiddenError without the my-orders screen (WDDD_GSK852).
   */
  list(params: OrderListParams = {}, options?: CallOptions): Promise<OrderListPage> {
    return this.transport.call(E.orderList, params, options);
  }

  /**
   * `orders.orderDetail`: one order with its lines (`rows`). Throws NotFoundError for an order
   * that is not the customer's (or does not exist) and ForbiddenError without the order-detail
   * permission DDXQ_HDK027 (part2 §6).
   */
  retrieve(orderId: string, options?: CallOptions): Promise<OrderDetail> {
    return this.transport.call(E.orderDetail, { orderId }, options);
  }

  /** Every order matching `filter`, walking all pages (`pageSize` rows per call, default 100). */
  listAll(filter: OrderFilter = {}, pageSize = 100, options?: CallOptions): AsyncGenerator<OrderSummary> {
    return listAll((pageNo, size) => this.list({ ...filter, pageNo, pageSize: size }, options), pageSize);
  }
}
