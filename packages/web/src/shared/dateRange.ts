// Date-range filters: the user picks whole days in the stored time zone; the API gets UTC
// wire times covering those days (00:00:00 to 23:59:59), inclusive.
import { formatTime, parseLocalInput, type TimeZoneSetting } from "@fixcloud/sdk";

/** Picked days `[from, to]` as `YYYY-MM-DD`, either end possibly not chosen. */
export type DayRange = [string | null, string | null];

/** Picked days (YYYY-MM-DD) → [start, end] wire times; missing ends stay undefined. */
export function dayRangeToWire(
  range: DayRange,
  timeZone: TimeZoneSetting,
): [string | undefined, string | undefined] {
  const [from, to] = range;
  return [
    from ? (parseLocalInput(`${from} 00:00:00`, timeZone) ?? undefined) : undefined,
    to ? (parseLocalInput(`${to} 23:59:59`, timeZone) ?? undefined) : undefined,
  ];
}

/** Wire times → the days to show in the picker, in the stored time zone. */
export function wireToDayRange(
  start: string | undefined,
  end: string | undefined,
  timeZone: TimeZoneSetting,
): DayRange {
  const day = (w: string | undefined) => (w ? formatTime(w, { timeZone, format: "YYYY-MM-DD" }) : null);
  return [day(start), day(end)];
}
