// Overview dashboard calls (part1 §2, §7): counts (polled every 30 s), orders, tickets and
// recent purchases.
import { EmptyRequest } from "../shared/common.js";
import { defineArea, read } from "../shared/endpoint.js";
import { AccountCounts, OrderSum, RecentPurchases, TicketSum } from "./schemas.js";

/** The overview area's calls. Source: part1 §7. */
export const overviewEndpoints = defineArea(
  "overview",
  { base: "/overview/customer", source: "part1 §7" },
  {
    getAccOnlineCountAndTotalCount: read(EmptyRequest, AccountCounts),
    getOrderSumNew: read(EmptyRequest, OrderSum),
    getTicketSum: read(EmptyRequest, TicketSum),
    getGoodsList: read(EmptyRequest, RecentPurchases),
  },
);
