// Date-range filters (part1 §2 list filters): the user picks calendar days,
// and the URL keeps those days, independent of the time-zone setting, as one param under the
// filter's key: `createTime=2026-11-01..2026-11-20` (either end may be left open:
// `2026-11-01..`, `..2026-11-20`; `..` is read too, but the router would percent-encode it). Only the request turns them into UTC wire times covering whole
// days (00:00:00 to 23:59:59, inclusive) in the setting of the moment it is sent, under the
// descriptor's `from`/`to` names (list/params.ts). A time-zone switch thus never moves or widens
// the days.

import { parseLocalInput } from "@fixcloud/sdk";

/** Picked days `[from, to]` as `YYYY-MM-DD`, either end possibly not chosen. */
export type DayRange = [string | null, string | null];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Between the two days of a range in the URL: left as is by URL encoding, unlike `..`. */
export const RANGE_SEPARATOR = "..";
const SEPARATORS = /\.\.|~/;

/** A real calendar day `YYYY-MM-DD`, or null. */
function readDay(text: string | undefined): string | null {
  const s = text?.trim() ?? "";
  return DAY.test(s) && parseLocalInput(`${s} 00:00:00`, "UTC") ? s : null;
}

/** The URL text of picked days; undefined when neither end is chosen. Ends in the wrong order are swapped. */
export function formatDayRange(range: DayRange): string | undefined {
  let [from, to] = range;
  if (!from && !to) return undefined;
  if (from && to && from > to) [from, to] = [to, from];
  return `${from ?? ""}${RANGE_SEPARATOR}${to ?? ""}`;
}

/** The days of a URL value (`from..to`, one end may be empty); undefined when it holds no real day. */
export function parseDayRange(value: unknown): DayRange | undefined {
  if (typeof value !== "string") return undefined;
  const parts = value.split(SEPARATORS);
  if (parts.length !== 2) return undefined;
  let from = readDay(parts[0]);
  let to = readDay(parts[1]);
  if (!from && !to) return undefined;
  if (from && to && from > to) [from, to] = [to, from];
  return [from, to];
}

/**
 * The days of wire times as written by older links (`startCreateTime=2026-11-01 00:00:00`): the
 * UTC calendar day of each end, or undefined when neither is a wire time.
 */
export function legacyDayRange(start: unknown, end: unknown): DayRange | undefined {
  const day = (w: unknown) =>
    typeof w === "string" && w.trim().length > 10 ? (parseLocalInput(w, "UTC")?.slice(0, 10) ?? null) : null;
  const range: DayRange = [day(start), day(end)];
  return range[0] || range[1] ? range : undefined;
}
