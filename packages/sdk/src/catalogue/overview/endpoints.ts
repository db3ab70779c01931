// Overview dashboard calls (part1 §2, §7): counts (polled every 30 s), orders, tickets and
// recent purchases.
import { defineArea, read } from "../shared/endpoint.js";
import { AccountCounts, OrderSum, OverviewRequest, RecentPurchases, TicketSum } from "./schemas.js";

/** The overview area's calls. Source: part1 §7. */
export const overviewEndpoints = defineArea(
  "overview",
  { base: "/overview/customer", source: "part1 §7" },
  {
    getAccOnlineCountAndTotalCount: read(OverviewRequest, AccountCounts),
    getOrderSumNew: read(OverviewRequest, OrderSum),
    getTicketSum: read(OverviewRequest, TicketSum),
    getGoodsList: read(OverviewRequest, RecentPurchases),
  },
);
