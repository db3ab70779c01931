// Overview dashboard calls (part1 §2, §7): counts (polled every 30 s), orders, tickets and
// recent purchases. The first route sends them: their zod/mini schemas load on first use
// (../shared/lazy.ts).
import { lazyEntries } from "../shared/lazy.js";
import type * as Schemas from "./schemas.js";

const { defineArea, read } = lazyEntries<typeof Schemas>();

/** The overview area's calls, schemas loaded on first use. Source: part1 §7. */
export const overviewCalls = defineArea(
  "overview",
  { base: "/overview/customer", source: "part1 §7" },
  () => import("./schemas.js"),
  {
    getAccOnlineCountAndTotalCount: read("OverviewRequest", "AccountCounts"),
    getOrderSumNew: read("OverviewRequest", "OrderSum"),
    getTicketSum: read("OverviewRequest", "TicketSum"),
    getGoodsList: read("OverviewRequest", "RecentPurchases"),
  },
);
