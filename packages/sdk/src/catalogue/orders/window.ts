// The order list's time window (part2 §2, §9: the last 3, 6 or 12 months, or all): where it
// starts, decided once for the sandbox and for anyone who shows it. Calendar months in UTC,
// counted back from the caller's clock; a day the earlier month lacks becomes its last day
// (31 May − 3 months = 28/29 February), so a window never reaches into the month after.
import type { orderTime } from "./enums.js";

/** A time window value: 3, 6 or 12 months, or 0 for all. */
export type OrderTime = (typeof orderTime)["values"][number]["value"];

/** The window when the request names none (part2 §9). */
export const DEFAULT_ORDER_TIME: OrderTime = 3;

/**
 * The first instant of the window `time` ending at `nowMs` (epoch ms), as a wire time
 * (`YYYY-MM-DD HH:mm:ss`, UTC), inclusive; null for 0 (all orders). Orders created at or after
 * it are in the window.
 */
export function orderWindowStart(time: OrderTime, nowMs: number): string | null {
  if (time === 0) return null;
  const now = new Date(nowMs);
  const start = new Date(nowMs);
  start.setUTCDate(1);
  start.setUTCMonth(now.getUTCMonth() - time);
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  start.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return start.toISOString().slice(0, 19).replace("T", " ");
}
