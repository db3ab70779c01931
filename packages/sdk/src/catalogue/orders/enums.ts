// The order list's time window (part2 §2).
import { defineEnum } from "../shared/enum.js";

/** Order time window in months: 3, 6, 12 or 0 (all). Part2 §2. */
export const orderTime = defineEnum("orderTime", "part2 §2", [3, 6, 12, 0]);
