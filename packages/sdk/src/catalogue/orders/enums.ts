// Orders (part2 §2, §3 Order, §9): the list's time window, the order kinds and their states.
import { defineEnum } from "../shared/enum.js";

/** Order time window in months: 3, 6, 12 or 0 (all); 3 by default. Part2 §2, §9. */
export const orderTime = defineEnum("orderTime", "part2 §2", [3, 6, 12, 0]);

/**
 * Order kind (`orderType`): 1 sales order, 2 trial order. Part2 §3 ("order kinds include trial
 * order and sales order"); the numbers are the project's (docs/orders.md).
 */
export const orderType = defineEnum("orderType", "part2 §3", [
  [1, "info"],
  [2, "neutral"],
]);

/**
 * Order state (`status`, shown as `statusName`): 1 unpaid, 2 paid, 3 delivered,
 * 4 cancelled. The spec shows only `statusName`; numbers and tones are the project's
 * (docs/orders.md).
 */
export const orderStatus = defineEnum("orderStatus", "part2 §3", [
  [1, "caution"],
  [2, "info"],
  [3, "success"],
  [4, "neutral"],
]);
