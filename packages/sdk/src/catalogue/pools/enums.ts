// States and kinds of resource pools (part1 §3, §4, §7, §9).
import { defineEnum } from "../shared/enum.js";

/** Pool state: 0 pending, 1 in use, 2 used up; tones are a project choice. Part1 §4. */
export const abpState = defineEnum("abpState", "part1 §4", [
  [0, "info"],
  [1, "success"],
  [2, "neutral"],
]);
/** Pool calculation type (part1 §3): time (days, minutes), traffic, count, concurrency. */
export const calType = defineEnum("calType", "part1 §3", [
  "days_pool",
  "minutes_pool",
  "traffic_pool",
  "count_pool",
  "concurrent_pool",
]);
/** Validity and silence period unit (part1 §9: day or month). Wire values are a project choice. */
export const timeUnit = defineEnum("timeUnit", "part1 §9", ["day", "month"]);
/** Usage chart granularity (part1 §7 poolStatistics `type`). */
export const chartType = defineEnum("chartType", "part1 §7", ["day", "month"]);
