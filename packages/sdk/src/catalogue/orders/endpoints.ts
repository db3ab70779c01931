// Order calls (part2 §2, §7): the customer's orders in a time window and one order with its lines.
import { screen } from "../shared/access.js";
import { PAGE_PERMISSIONS } from "../shared/permissions.js";
import { defineArea, read } from "../shared/endpoint.js";
import { OrderDetail, OrderDetailRequest, OrderListPage, OrderListRequest } from "./schemas.js";

/** The orders area's calls. Source: part2 §7. */
export const ordersEndpoints = defineArea(
  "orders",
  { service: "order", base: "/console", source: "part2 §7" },
  {
    orderList: read(OrderListRequest, OrderListPage, {
      access: screen("myOrders"),
      title: { "zh-CN": "订单列表", en: "Order list" },
    }),
    orderDetail: read(OrderDetailRequest, OrderDetail, {
      access: screen("orderDetail", PAGE_PERMISSIONS.orderDetail),
      title: { "zh-CN": "订单详情", en: "Order detail" },
    }),
  },
);
