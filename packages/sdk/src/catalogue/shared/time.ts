// Time on the wire is "YYYY-MM-DD HH:mm:ss" in UTC (brief, part1 §1); the console and CLI
// show it in UTC or in local time according to the stored time-zone setting. Built on Date and
// Intl.DateTimeFormat alone (dayjs weighed 4.4 KB gz on the console's first route);
// test/time-dayjs.test.ts checks every function against the dayjs code it replaced.

/** The wire format of times: `YYYY-MM-DD HH:mm:ss`, always UTC. */
export const WIRE_FORMAT = "YYYY-MM-DD HH:mm:ss";
/** What an empty time shows as (part1 §4: "empty shown as a dash"). */
export const EMPTY_TIME = "-";
/** "Expiring soon" means the end time is within this many days (part1 §9). */
export const EXPIRING_SOON_DAYS = 10;

/**
 * Where to show times: `"UTC"`, `"local"` (the runtime's zone: the browser's, or `TZ` in Node)
 * or an IANA zone name such as `"Asia/Shanghai"` (CLI). Part1 §1.
 */
export type TimeZoneChoice = "UTC" | "local" | (string & {});

/** Options of {@link formatTime}. */
export interface FormatTimeOptions {
  timeZone: TimeZoneChoice;
  /**
   * Format string in dayjs's notation. Default `YYYY-MM-DD HH:mm:ss`. Supported tokens, with
   * dayjs's output: `YYYY` (year, 4 digits), `YY` (last 2 digits), `MM`/`M` (month 01-12 / 1-12),
   * `DD`/`D` (day of month), `HH`/`H` (hour 00-23 / 0-23), `mm`/`m` (minute), `ss`/`s` (second),
   * and `[text]` (text kept as is, brackets dropped). Every other dayjs token (`MMM`, `dddd`,
   * `hh`, `A`, `SSS`, `Z`, …) is left in the output literally; any other character is literal.
   */
  format?: string;
}

const WIRE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A moment's calendar fields in some zone (month 1-12, hour 0-23). */
interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Fields of a wire time or typed time; undefined when the text is neither. */
function wireFieldsOf(text: string): Fields | undefined {
  const m = WIRE_RE.exec(text.trim());
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((v) =>
    Number(v ?? 0),
  ) as [number, number, number, number, number, number];
  return { year, month, day, hour, minute, second };
}

/** Epoch ms of calendar-valid fields read as UTC; undefined for 2026-02-31, 24:00 and the like. */
function utcMsOf(f: Fields): number | undefined {
  if (f.hour > 23 || f.minute > 59 || f.second > 59) return undefined;
  const ms = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  // Date.UTC rolls 2026-02-31 over to March: reject dates that do not survive the round trip.
  const back = new Date(ms);
  return back.getUTCFullYear() === f.year && back.getUTCMonth() === f.month - 1 && back.getUTCDate() === f.day
    ? ms
    : undefined;
}

/** Parse a wire time (UTC) strictly into epoch ms; undefined when it is not one. */
function parseWireMs(wire: string): number | undefined {
  const f = wireFieldsOf(wire);
  return f && utcMsOf(f);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** `YYYY-MM-DD HH:mm:ss` of a Date's UTC or local fields. */
function wireFields(d: Date, local: boolean): string {
  return local
    ? `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
    : `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** One formatter per IANA zone: building an Intl.DateTimeFormat costs far more than using one. */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's formatter; throws a RangeError for an unknown zone name (Intl's own check). */
function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let dtf = zoneFormatters.get(timeZone);
  if (!dtf) {
    dtf = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    zoneFormatters.set(timeZone, dtf);
  }
  return dtf;
}

/** The wall-clock fields of instant `ms` in an IANA zone. */
function zoneFields(ms: number, timeZone: string): Fields {
  const f: Fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of zoneFormatter(timeZone).formatToParts(ms))
    if (type in f) f[type as keyof Fields] = Number(value);
  // Some engines print midnight as 24 even with h23 (nodejs/node#33027).
  if (f.hour === 24) f.hour = 0;
  return f;
}

/** The fields of instant `ms` where `timeZone` says. */
function fieldsIn(ms: number, timeZone: TimeZoneChoice): Fields {
  if (timeZone !== "UTC" && timeZone !== "local") return zoneFields(ms, timeZone);
  const d = new Date(ms);
  return timeZone === "UTC"
    ? {
        year: d.getUTCFullYear(),
        month: d.getUTCMonth() + 1,
        day: d.getUTCDate(),
        hour: d.getUTCHours(),
        minute: d.getUTCMinutes(),
        second: d.getUTCSeconds(),
      }
    : {
        year: d.getFullYear(),
        month: d.getMonth() + 1,
        day: d.getDate(),
        hour: d.getHours(),
        minute: d.getMinutes(),
        second: d.getSeconds(),
      };
}

/** dayjs's own tokenisation, so a longer token (`MMM`) is never read as a shorter one (`MM`). */
const TOKEN_RE = /\[([^\]]+)]|YYYY|YY|M{1,4}|D{1,2}|d{1,4}|H{1,2}|h{1,2}|a|A|m{1,2}|s{1,2}|Z{1,2}|SSS/g;

/** The supported tokens: the field each shows and the width dayjs pads it to (0: as is). */
const TOKENS: Record<string, [keyof Fields, number]> = {
  YYYY: ["year", 4],
  MM: ["month", 2],
  M: ["month", 0],
  DD: ["day", 2],
  D: ["day", 0],
  HH: ["hour", 2],
  H: ["hour", 0],
  mm: ["minute", 2],
  m: ["minute", 0],
  ss: ["second", 2],
  s: ["second", 0],
};

/** The text of a supported token, as dayjs writes it; undefined for the others. */
function tokenText(token: string, f: Fields): string | undefined {
  if (token === "YY") return String(f.year).slice(-2);
  const t = TOKENS[token];
  return t && pad(f[t[0]], t[1]);
}

/** `format` (see {@link FormatTimeOptions.format}) filled with the fields. */
function render(format: string, f: Fields): string {
  return format.replace(
    TOKEN_RE,
    (token, literal: string | undefined) => literal ?? tokenText(token, f) ?? token,
  );
}

/**
 * Format a wire time (UTC `YYYY-MM-DD HH:mm:ss`, or a date `YYYY-MM-DD`) for display in
 * `timeZone`, with `format` (tokens: see {@link FormatTimeOptions.format}). Null, undefined and
 * empty strings give `"-"`; text that is not a wire time is returned unchanged (never hide what
 * the server sent). Throws a RangeError for an unknown IANA zone name. Source: part1 §1, §3.
 */
export function formatTime(wire: string | null | undefined, options: FormatTimeOptions): string {
  if (wire === null || wire === undefined || wire.trim() === "") return EMPTY_TIME;
  const ms = parseWireMs(wire);
  if (ms === undefined) return wire;
  const { timeZone, format = WIRE_FORMAT } = options;
  // The common case (the wire format in UTC or the runtime's zone) skips the token pass:
  // exports format 10,000 rows × several times.
  if (format === WIRE_FORMAT && (timeZone === "UTC" || timeZone === "local"))
    return wireFields(new Date(ms), timeZone === "local");
  return render(format, fieldsIn(ms, timeZone));
}

/**
 * A moment: Date, epoch ms, an ISO 8601 string, or any object whose `valueOf()` is epoch ms
 * (a dayjs object, as Mantine's date inputs give, qualifies).
 */
export type TimeInput = Date | number | string | { valueOf(): number };

/** dayjs's parse pattern: strings it reads field by field, as local time. */
const LOOSE_RE = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/**
 * Epoch ms of a moment, read as `dayjs(input)` read it (NaN when invalid): a string without a
 * trailing Z that fits dayjs's pattern (`2026-03-01`, `2026/3/1 8:00`, `20260301`) is local time
 * field by field, with Date's roll-over; any other string goes to the Date parser (ISO 8601
 * with Z or an offset). Kept exactly so that filters and callers see the moments they saw.
 */
function momentMs(input: TimeInput): number {
  // Untyped callers: dayjs read null as invalid and undefined as now.
  if ((input as unknown) === null) return Number.NaN;
  if (input === undefined) return Date.now();
  if (typeof input !== "string") return new Date(input as number).getTime();
  const m = /Z$/i.test(input) ? null : LOOSE_RE.exec(input);
  if (!m) return new Date(input).getTime();
  const n = (v: string | undefined, empty: number) => (v ? Number(v) : empty);
  return new Date(
    Number(m[1]),
    Number(m[2]) - 1 || 0,
    n(m[3], 1),
    n(m[4], 0),
    n(m[5], 0),
    n(m[6], 0),
    Number((m[7] ?? "0").substring(0, 3)),
  ).getTime();
}

/**
 * The wire form (UTC `YYYY-MM-DD HH:mm:ss`) of a moment. Throws a RangeError for an
 * invalid date. Source: brief (wire conventions).
 */
export function toWireTime(input: TimeInput): string {
  const ms = momentMs(input);
  if (Number.isNaN(ms)) throw new RangeError(`invalid date: ${String(input)}`);
  return wireFields(new Date(ms), false);
}

/** Offset of an IANA zone at instant `ms`, in minutes east of UTC (whole seconds compared). */
function zoneOffset(ms: number, timeZone: string): number {
  const f = zoneFields(ms, timeZone);
  return (Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - (ms - (ms % 1000))) / 60_000;
}

/**
 * Epoch ms of wall time `wallMs` (the fields read as if UTC) in an IANA zone: guess with the
 * zone's offset now, then correct once (the two-pass fix dayjs.tz and luxon use). In a gap
 * (spring forward) the time moves forward by the jump; in an overlap (fall back) the offset in
 * force now wins when it is one of the two, as with dayjs.tz.
 */
function zoneWallToMs(wallMs: number, timeZone: string): number {
  const o0 = zoneOffset(Date.now(), timeZone);
  let guess = wallMs - o0 * 60_000;
  const o2 = zoneOffset(guess, timeZone);
  if (o0 === o2) return guess;
  guess -= (o2 - o0) * 60_000;
  const o3 = zoneOffset(guess, timeZone);
  if (o2 === o3) return guess;
  return wallMs - Math.min(o2, o3) * 60_000;
}

/**
 * Read a time typed by a person (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm` or `YYYY-MM-DD HH:mm:ss`)
 * as a time in `timeZone` and return its wire form (UTC), or null when the text is not a
 * valid time. In an IANA zone a time skipped by a daylight-saving jump moves forward by the
 * jump, and a repeated time takes the offset in force now when it is one of the two (as
 * dayjs.tz did). Throws a RangeError for an unknown IANA zone name. Used for list filters
 * (part1 §2) in the console and the CLI.
 */
export function parseLocalInput(text: string, timeZone: TimeZoneChoice): string | null {
  const f = wireFieldsOf(text);
  // Validate the calendar fields first, independently of the zone.
  const wallMs = f && utcMsOf(f);
  if (!f || wallMs === undefined) return null;
  let ms: number;
  if (timeZone === "UTC") ms = wallMs;
  else if (timeZone === "local")
    ms = new Date(f.year, f.month - 1, f.day, f.hour, f.minute, f.second).getTime();
  else ms = zoneWallToMs(wallMs, timeZone);
  return wireFields(new Date(ms), false);
}

/**
 * Whether a service ending at `endTime` (wire, UTC) expires within 10 days of `now`
 * (part1 §9): true when now < end ≤ now + 10 days, the rule of the expiring lists and their
 * filter (`expiryWindow`). An end at now or before (already ended), empty or unreadable end
 * times give false.
 */
export function isExpiringSoon(endTime: string | null | undefined, now: TimeInput = new Date()): boolean {
  if (!endTime) return false;
  const end = parseWireMs(endTime);
  if (end === undefined) return false;
  const ms = end - momentMs(now);
  return ms > 0 && ms <= EXPIRING_SOON_DAYS * 86_400_000;
}

/**
 * The days left until a service ending at `endTime` (wire, UTC) ends, counted from `now`: the
 * smallest whole N with the end within N days (an end 12 h away: 1; 9 days 2 h: 10), as the 10-
 * and 1-day notice thresholds count (docs/expiry.md), so an account with hours left never shows
 * 0. 0 for an end at or before `now`; null for an empty or unreadable end. Part1 §9.
 */
export function daysLeft(endTime: string | null | undefined, now: TimeInput = new Date()): number | null {
  if (!endTime) return null;
  const end = parseWireMs(endTime);
  if (end === undefined) return null;
  const ms = end - momentMs(now);
  return ms > 0 ? Math.ceil(ms / 86_400_000) : 0;
}

/** The current time in wire form (UTC). */
export function nowWire(): string {
  return wireFields(new Date(), false);
}
