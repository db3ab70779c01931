// Overview dashboard calls (part1 §2, §7). The console polls `counts` every 30 s.
import type { CallOptions } from "../core/transport.js";
import { overviewEndpoints as E } from "../catalogue/overview/endpoints.js";
import type { ExpiringOverview, ExpiringOverviewRequest } from "../catalogue/expiry/schemas.js";
import type { RecentPurchase } from "../catalogue/overview/schemas.js";
import { APIResource } from "./resource.js";

/** Overview dashboard calls (part1 §2, §7). */
export class Overview extends APIResource {
  /** `overview.getAccOnlineCountAndTotalCount`: `{ onlineCount, totalCount }` of service accounts. */
  counts(options?: CallOptions): Promise<{ onlineCount: number; totalCount: number }> {
    return this.transport.call(E.getAccOnlineCountAndTotalCount, {}, options);
  }

  /** `overview.getOrderSumNew`: `{ orderSum }`, the number of orders. */
  orderSum(options?: CallOptions): Promise<{ orderSum: number }> {
    return this.transport.call(E.getOrderSumNew, {}, options);
  }

  /** `overview.getTicketSum`: `{ ticketSum }`, the number of tickets. */
  ticketSum(options?: CallOptions): Promise<{ ticketSum: number }> {
    return this.transport.call(E.getTicketSum, {}, options);
  }

  /** `overview.getGoodsList`: recent purchases, newest first; `purchaseTime` is a wire time (UTC). */
  recentPurchases(options?: CallOptions): Promise<RecentPurchase[]> {
    return this.transport.call(E.getGoodsList, {}, options);
  }

  /**
   * `overview.getExpiring`: service accounts and pools ending within `withinDays` (10, the
   * default, or 30; part1 §9) across the families the caller may open: each family's counts and
   * the `rows` (default 5, ≤ 50) soonest of each kind. Another window or `rows` is refused by the
   * sandbox's schema check (ApiError, code 400).
   */
  expiring(params?: ExpiringOverviewRequest, options?: CallOptions): Promise<ExpiringOverview> {
    return this.transport.call(E.getExpiring, params ?? {}, options);
  }
}
