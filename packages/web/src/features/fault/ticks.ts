// The time ticks of the fault timeline chart (part2 §2 timeline chart; §9 "time shown in UTC or
// local per a setting"): a few round moments across the drawn span, each labelled differently
// from the next. The step is the smallest round one (1 s … 7 days) that keeps to at most
// `max` ticks, aligned in the time-zone setting (a 6-hour step falls on 00:00, 06:00 … there);
// the label shows what changes between ticks: HH:mm within one day (HH:mm:ss under a minute's
// step), MM-DD HH:mm across days, MM-DD for whole-day steps.
import { formatTime, type TimeZoneChoice, toWireTime } from "@fixcloud/sdk";

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
/** The round steps, smallest first. */
const STEPS = [1, 2, 5, 10, 15, 30]
  .map((n) => n * S)
  .concat(
    [1, 2, 5, 10, 15, 30].map((n) => n * M),
    [1, 2, 3, 6, 12].map((n) => n * H),
    [1, 2, 7].map((n) => n * D),
  );

/** The chart's x axis: where the ticks are (epoch ms) and how each reads. */
export interface TimeTicks {
  ticks: number[];
  format: string;
  label: (ms: number) => string;
}

/** Offset of the setting's wall clock from UTC at `ms`, ms (0 for UTC). */
function offsetAt(ms: number, timeZone: TimeZoneChoice): number {
  const wall = formatTime(toWireTime(ms), { timeZone, format: "YYYY-MM-DD HH:mm:ss" });
  return Date.parse(`${wall.replace(" ", "T")}Z`) - Math.floor(ms / S) * S;
}

/** The ticks over [from, to] (epoch ms) in the time-zone setting, at most `max` of them. */
export function timeTicks(from: number, to: number, timeZone: TimeZoneChoice, max = 6): TimeTicks {
  const span = Math.max(0, to - from);
  const step = STEPS.find((s) => span / s <= max - 1) ?? Math.ceil(span / (max - 1) / D) * D;
  const offset = offsetAt(from, timeZone);
  const first = Math.ceil((from + offset) / step) * step - offset;
  const ticks: number[] = [];
  for (let t = first; t <= to && ticks.length < max; t += step) ticks.push(t);
  if (ticks.length === 0) ticks.push(from);
  const day = (ms: number) => formatTime(toWireTime(ms), { timeZone, format: "YYYY-MM-DD" });
  const oneDay = day(from) === day(to);
  const format =
    step >= D
      ? "MM-DD"
      : oneDay
        ? step < M
          ? "HH:mm:ss"
          : "HH:mm"
        : step < M
          ? "MM-DD HH:mm:ss"
          : "MM-DD HH:mm";
  return { ticks, format, label: (ms) => formatTime(toWireTime(ms), { timeZone, format }) };
}
