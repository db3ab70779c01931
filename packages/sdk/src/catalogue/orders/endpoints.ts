// Order calls (part2 §2, §7): the customer's orders in a time window and one order with its lines.
import { defineArea, read } from "../shared/endpoint.js";
import { OrderDetail, OrderDetailRequest, OrderListPage, OrderListRequest } from "./schemas.js";

/** The orders area's calls. Source: part2 §7. */
export const ordersEndpoints = defineArea(
  "orders",
  { service: "order", base: "/console", source: "part2 §7" },
  {
    orderList: read(OrderListRequest, OrderListPage),
    orderDetail: read(OrderDetailRequest, OrderDetail),
  },
);
