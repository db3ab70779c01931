// Schemas of the overview dashboard (part1 §2-3, §7): counts and recent purchases. zod/mini: the
// console's first route loads them (budget; zod classic would add 27 KB gz).
import * as z from "zod/mini";

/** The overview calls take no parameters; extra fields are tolerated. */
export const OverviewRequest = z.optional(z.looseObject({}));
/** getAccOnlineCountAndTotalCount answer (part1 §3). */
export const AccountCounts = z.object({ onlineCount: z.int(), totalCount: z.int() });
/** getOrderSumNew answer. */
export const OrderSum = z.object({ orderSum: z.int() });
/** getTicketSum answer. */
export const TicketSum = z.object({ ticketSum: z.int() });
/** A recent purchase row of getGoodsList (part1 §3). `purchaseTime` is wire time (UTC). */
export const RecentPurchase = z.object({
  purchaseTime: z.string(),
  productNo: z.string(),
  measureWayName: z.string(),
  measureSpecificationsSum: z.number(),
  measureUnitName: z.string(),
  productQuantity: z.int(),
  orderId: z.string(),
});
/** Parsed shape of {@link RecentPurchase}. */
export type RecentPurchase = z.infer<typeof RecentPurchase>;
/** getGoodsList answer: the recent purchases, newest first (part1 §2). */
export const RecentPurchases = z.array(RecentPurchase);
