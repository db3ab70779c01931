import type { CallOptions } from "../core/client.js";
import type { RecentPurchase } from "../spec/schemas/overview.js";
import { APIResource } from "./resource.js";

/** Overview dashboard calls (part1 §2, §7). The console polls `counts` every 30 s. */
export class Overview extends APIResource {
  /** `overview.getAccOnlineCountAndTotalCount`: `{ onlineCount, totalCount }` of service accounts. */
  counts(options?: CallOptions): Promise<{ onlineCount: number; totalCount: number }> {
    return this.transport.call("overview.getAccOnlineCountAndTotalCount", {}, options);
  }

  /** `overview.getOrderSumNew`: `{ orderSum }`, the number of orders. */
  orderSum(options?: CallOptions): Promise<{ orderSum: number }> {
    return this.transport.call("overview.getOrderSumNew", {}, options);
  }

  /** `overview.getTicketSum`: `{ ticketSum }`, the number of tickets. */
  ticketSum(options?: CallOptions): Promise<{ ticketSum: number }> {
    return this.transport.call("overview.getTicketSum", {}, options);
  }

  /** `overview.getGoodsList`: recent purchases; `purchaseTime` is a wire time (UTC). */
  recentPurchases(options?: CallOptions): Promise<RecentPurchase[]> {
    return this.transport.call("overview.getGoodsList", {}, options);
  }
}
