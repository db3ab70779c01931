// The time range of a fault search (part2 §5, §9): quick ranges of the last 1, 3, 6, 12, 72 and
// 168 hours, today and yesterday in the time-zone setting, as UTC wire times; the picker's text
// (in the setting) to wire time and back. The 30-day and not-future rules are the SDK's.
import { formatTime, parseLocalInput, type TimeZoneSetting, toWireTime } from "@fixcloud/sdk";

/** The quick ranges of part2 §9, in hours, then the two calendar days. */
export const QUICK_RANGES = ["1h", "3h", "6h", "12h", "72h", "168h", "today", "yesterday"] as const;
/** One quick range. */
export type QuickRange = (typeof QUICK_RANGES)[number];

/** A range as UTC wire times. */
export interface WireRange {
  start: string;
  end: string;
}

const HOUR = 3_600_000;

/** The calendar day (`YYYY-MM-DD`) of `ms` in the setting. */
const dayOf = (ms: number, timeZone: TimeZoneSetting) =>
  formatTime(toWireTime(ms), { timeZone, format: "YYYY-MM-DD" });

/** The last `hours` hours before `now` (epoch ms) as wire times. */
export const lastHours = (hours: number, now: number): WireRange => ({
  start: toWireTime(now - hours * HOUR),
  end: toWireTime(now),
});

/** The range a search starts with, and that the fault link searches: the last 24 hours. */
export const DEFAULT_HOURS = 24;

/** The wire range of a quick range at `now` (epoch ms) in the time-zone setting. */
export function quickRange(range: QuickRange, now: number, timeZone: TimeZoneSetting): WireRange {
  const end = toWireTime(now);
  if (range === "today")
    return { start: parseLocalInput(`${dayOf(now, timeZone)} 00:00:00`, timeZone) ?? end, end };
  if (range === "yesterday") {
    const day = dayOf(now - 24 * HOUR, timeZone);
    return {
      start: parseLocalInput(`${day} 00:00:00`, timeZone) ?? end,
      end: parseLocalInput(`${day} 23:59:59`, timeZone) ?? end,
    };
  }
  return lastHours(Number.parseInt(range, 10), now);
}

/** Wire time → the picker's text in the setting (`YYYY-MM-DD HH:mm:ss`). */
export const toPicker = (wire: string | null, timeZone: TimeZoneSetting): string | null =>
  wire ? formatTime(wire, { timeZone, format: "YYYY-MM-DD HH:mm:ss" }) : null;

/** The picker's text (in the setting) → wire time, or null. */
export const fromPicker = (text: string | null, timeZone: TimeZoneSetting): string | null =>
  text ? parseLocalInput(text.length === 16 ? `${text}:00` : text, timeZone) : null;
