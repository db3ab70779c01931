// Overview dashboard calls (part1 §2, §7): counts (polled every 30 s), orders, tickets and
// recent purchases.
import { SIGNED_IN } from "../shared/access.js";
import { defineArea, read } from "../shared/endpoint.js";
import { AccountCounts, OrderSum, OverviewRequest, RecentPurchases, TicketSum } from "./schemas.js";

/** The overview area's calls. Source: part1 §7. */
export const overviewEndpoints = defineArea(
  "overview",
  { base: "/overview/customer", source: "part1 §7" },
  {
    // The overview has no menu code (part1 §2): any signed-in user.
    getAccOnlineCountAndTotalCount: read(OverviewRequest, AccountCounts, {
      access: SIGNED_IN,
      title: { "zh-CN": "服务账号在线数与总数", en: "Online and total service accounts" },
    }),
    getOrderSumNew: read(OverviewRequest, OrderSum, {
      access: SIGNED_IN,
      title: { "zh-CN": "订单统计", en: "Order figures" },
    }),
    getTicketSum: read(OverviewRequest, TicketSum, {
      access: SIGNED_IN,
      title: { "zh-CN": "工单统计", en: "Ticket figures" },
    }),
    getGoodsList: read(OverviewRequest, RecentPurchases, {
      access: SIGNED_IN,
      title: { "zh-CN": "商品列表", en: "Product list" },
    }),
  },
);
