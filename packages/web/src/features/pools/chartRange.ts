// Range of the pool usage chart (part1 §7, §9). The range is kept as wire times (UTC); the
// pickers show days or months in the stored time zone. Defaults: the last 168 hours by day,
// the last six months (this one included) by month.
import {
  type CalType,
  formatTime,
  parseLocalInput,
  type PoolStatisticsParams,
  type TimeZoneSetting,
  toWireTime,
} from "@fixcloud/sdk";

/** Usage chart granularity (part1 §7 poolStatistics `type`). */
export type ChartType = "day" | "month";
/** [startTime, endTime] as wire times; null ends are "not chosen" (L000416). */
export type WireRange = [string | null, string | null];
/** What the picker shows: YYYY-MM-DD (a month picker uses the month's first day). */
export type PickerRange = [string | null, string | null];

const HOUR_MS = 3_600_000;

/** The default range of a granularity: the last 168 hours by day, the last six months by month. */
export function defaultChartRange(type: ChartType, timeZone: TimeZoneSetting, now = new Date()): WireRange {
  const end = toWireTime(now);
  if (type === "day") return [toWireTime(now.getTime() - 168 * HOUR_MS), end];
  const [y, m] = formatTime(end, { timeZone, format: "YYYY-MM" }).split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1 - 5, 1));
  const start = `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, "0")}-01 00:00:00`;
  return [parseLocalInput(start, timeZone), end];
}

/** The picker's value of a wire range. */
export function wireToPicker(type: ChartType, range: WireRange, timeZone: TimeZoneSetting): PickerRange {
  const format = type === "day" ? "YYYY-MM-DD" : "YYYY-MM-01";
  const show = (w: string | null) => (w ? formatTime(w, { timeZone, format }) : null);
  return [show(range[0]), show(range[1])];
}

/** Days in a month, `month` 1-12. */
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Picked days or months → wire range covering them whole, in the stored time zone. */
export function pickerToWire(type: ChartType, range: PickerRange, timeZone: TimeZoneSetting): WireRange {
  const [from, to] = range;
  if (type === "day") {
    return [
      from ? parseLocalInput(`${from.slice(0, 10)} 00:00:00`, timeZone) : null,
      to ? parseLocalInput(`${to.slice(0, 10)} 23:59:59`, timeZone) : null,
    ];
  }
  const lastDay = (ym: string) => {
    const [y, m] = ym.split("-").map(Number) as [number, number];
    return `${ym}-${String(daysIn(y, m)).padStart(2, "0")} 23:59:59`;
  };
  return [
    from ? parseLocalInput(`${from.slice(0, 7)}-01 00:00:00`, timeZone) : null,
    to ? parseLocalInput(lastDay(to.slice(0, 7)), timeZone) : null,
  ];
}

/**
 * The poolStatistics body of a pool's chart (part1 §7: poolId, type, calType, startTime, endTime):
 * the pool's calculation type goes too, so the server counts in the pool's own unit. Ends not
 * chosen are sent empty (the rule L000416 stops the request first).
 */
export function usageParams(
  pool: { poolId: string; calType: CalType },
  type: ChartType,
  range: WireRange,
): PoolStatisticsParams {
  return {
    poolId: pool.poolId,
    type,
    calType: pool.calType,
    startTime: range[0] ?? "",
    endTime: range[1] ?? "",
  };
}
