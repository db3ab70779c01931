// Overview dashboard calls (part1 §2, §7): counts (polled every 30 s), orders, tickets and
// recent purchases; what ends soon across the families the caller may open (docs/expiry.md).
import { ExpiringOverview, ExpiringOverviewRequest } from "../expiry/schemas.js";
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
    // Any signed-in user: the answer holds only the families whose service screen the caller may
    // open, so the overview never asks for a family it would be refused.
    getExpiring: read(ExpiringOverviewRequest, ExpiringOverview, {
      access: SIGNED_IN,
      added: "what ends within 10 or 30 days for the overview's block, part1 §9 (docs/expiry.md)",
      title: { "zh-CN": "即将到期概览", en: "What expires soon" },
    }),
  },
);
