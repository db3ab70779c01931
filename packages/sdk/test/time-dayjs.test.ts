// The Intl-based time functions (src/catalogue/shared/time.ts: dayjs left the console's first
// route) against the dayjs code they replaced, kept here verbatim as the reference: random
// instants and DST edges × zones × the supported formats, under several runtime zones and both
// seasons of "now" (dayjs.tz resolves a repeated wall time with the offset in force now).
import dayjs, { type Dayjs } from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  formatTime,
  isExpiringSoon,
  parseLocalInput,
  type TimeInput,
  toWireTime,
} from "../src/catalogue/shared/time.js";

dayjs.extend(utc);
dayjs.extend(timezone);

// ---- The replaced implementation (main at ed5384b), minus its Date fast paths. ----
const WIRE = "YYYY-MM-DD HH:mm:ss";
const WIRE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
function refParseWire(wire: string): Dayjs | undefined {
  const m = WIRE_RE.exec(wire.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? "0", m[5] ?? "0", m[6] ?? "0"].map(
    Number,
  ) as number[];
  if ((h as number) > 23 || (mi as number) > 59 || (s as number) > 59) return undefined;
  const ms = Date.UTC(y as number, (mo as number) - 1, d, h, mi, s);
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() === (mo as number) - 1 && back.getUTCDate() === d
    ? dayjs.utc(ms)
    : undefined;
}
function refFormatTime(wire: string, timeZone: string, format = WIRE): string {
  const d = refParseWire(wire);
  if (!d) return wire;
  if (timeZone === "UTC") return d.utc().format(format);
  if (timeZone === "local") return d.local().format(format);
  return d.tz(timeZone).format(format);
}
function refToWireTime(input: TimeInput): string {
  const d = dayjs.isDayjs(input) ? input : dayjs(input as string);
  if (!d.isValid()) throw new RangeError(`invalid date: ${String(input)}`);
  return d.utc().format(WIRE);
}
function refParseLocalInput(text: string, timeZone: string): string | null {
  const m = WIRE_RE.exec(text.trim());
  if (!m) return null;
  const plain = `${m[1]}-${m[2]}-${m[3]} ${m[4] ?? "00"}:${m[5] ?? "00"}:${m[6] ?? "00"}`;
  if (!refParseWire(plain)) return null;
  let d: Dayjs;
  if (timeZone === "UTC") d = dayjs.utc(plain);
  else if (timeZone === "local") d = dayjs(plain);
  else d = dayjs.tz(plain, timeZone);
  return d.isValid() ? d.utc().format(WIRE) : null;
}
function refIsExpiringSoon(endTime: string, now: TimeInput): boolean {
  const end = refParseWire(endTime);
  if (!end) return false;
  const start = dayjs.isDayjs(now) ? now : dayjs(now as string);
  const ms = end.valueOf() - start.valueOf();
  return ms > 0 && ms <= 10 * 86_400_000;
}
// ---- end of the reference ----

const IANA = ["Asia/Shanghai", "America/New_York", "Europe/London", "Australia/Lord_Howe"];
const ZONES = ["UTC", "local", ...IANA];
/** Every format the console and CLI pass, and the other supported tokens. */
const FORMATS = [
  WIRE,
  "YYYY-MM-DD",
  "YYYY-MM",
  "YYYY-MM-01",
  "YYYY-MM-DD HH:mm",
  "MM-DD HH:mm",
  "HH:mm:ss",
  "YY/M/D H:m:s",
  "[at] HH:mm [on] DD.MM.YYYY",
];
/** Daylight-saving changes of the zones above (UTC instants), 2026 and 2027. */
const EDGES = [
  "2026-03-08T07:00:00Z", // New York spring forward
  "2026-11-01T06:00:00Z", // New York fall back
  "2026-03-29T01:00:00Z", // London
  "2026-10-25T01:00:00Z",
  "2026-04-04T15:00:00Z", // Lord Howe: 02:00 → 01:30
  "2026-10-03T15:30:00Z", // Lord Howe: 02:00 → 02:30
  "2027-03-14T07:00:00Z",
  "2027-03-28T01:00:00Z",
].map(Date.parse);
const HOUR = 3_600_000;
const MIN_MS = Date.UTC(1970, 0, 1);
const MAX_MS = Date.UTC(2100, 0, 1);

/** Whole-second instants: anywhere in 1970-2100, or within 15 h of a DST change. */
const instant = fc.oneof(
  fc.integer({ min: MIN_MS / 1000, max: MAX_MS / 1000 }).map((s) => s * 1000),
  fc
    .tuple(fc.constantFrom(...EDGES), fc.integer({ min: -15 * 3600, max: 15 * 3600 }))
    .map(([edge, s]) => edge + s * 1000),
);
const wireOf = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");

const savedTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = savedTz;
});
afterEach(() => {
  vi.useRealTimers();
});

// dayjs read an IANA zone's time through the runtime's own zone (tz() re-parses the zone's wall
// time as local time; utcOffset() adds minutes across a local DST change), so near a DST change
// of the RUNTIME's zone it was an hour off. The Intl version has no runtime dependence: IANA zones
// are compared with dayjs under runtime zones without DST (since 1951) and checked by round trip
// under the others; UTC and "local" are compared under every runtime zone.
const runtimes = [
  { tz: "UTC", zones: ZONES },
  { tz: "Asia/Tokyo", zones: ZONES },
  { tz: "Asia/Shanghai", zones: ["UTC", "local"] },
  { tz: "America/New_York", zones: ["UTC", "local"] },
  { tz: "Europe/London", zones: ["UTC", "local"] },
  { tz: "Australia/Lord_Howe", zones: ["UTC", "local"] },
];
describe.each(runtimes)("with TZ=$tz", ({ tz, zones }) => {
  beforeAll(() => {
    process.env.TZ = tz;
  });

  it("formatTime matches dayjs for every zone and format", () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), fc.constantFrom(...FORMATS), (ms, zone, format) => {
        const wire = wireOf(ms);
        expect(formatTime(wire, { timeZone: zone, format })).toBe(refFormatTime(wire, zone, format));
        expect(formatTime(wire.slice(0, 10), { timeZone: zone, format })).toBe(
          refFormatTime(wire.slice(0, 10), zone, format),
        );
      }),
      { numRuns: 3000 },
    );
  });

  for (const season of ["2026-01-15T12:00:00Z", "2026-07-15T12:00:00Z"]) {
    it(`parseLocalInput matches dayjs, in gaps and overlaps too (now ${season.slice(0, 10)})`, () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(season));
      // A wall time near every zone's DST change: UTC fields of an instant within 15 h of one.
      const typed = fc
        .tuple(instant, fc.constantFrom(19, 16, 10))
        .map(([ms, len]) => wireOf(ms).slice(0, len));
      fc.assert(
        fc.property(typed, fc.constantFrom(...zones), (text, zone) => {
          expect(parseLocalInput(text, zone)).toBe(refParseLocalInput(text, zone));
        }),
        { numRuns: 3000 },
      );
    });
  }

  it("parseLocalInput in an IANA zone is the inverse of formatTime wherever the wall time exists", () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...IANA), (ms, zone) => {
        const text = formatTime(wireOf(ms), { timeZone: zone });
        const back = parseLocalInput(text, zone);
        // In an overlap either instant is right; it must show as the typed text again.
        expect(formatTime(back, { timeZone: zone })).toBe(text);
      }),
      { numRuns: 3000 },
    );
  });

  it("toWireTime and isExpiringSoon read every moment as dayjs did", () => {
    const pad = (n: number, w = 2) => String(n).padStart(w, "0");
    const moment: fc.Arbitrary<TimeInput> = fc.oneof(
      instant,
      instant.map((ms) => new Date(ms)),
      instant.map((ms) => dayjs(ms)),
      instant.map((ms) => dayjs.utc(ms).tz("America/New_York")),
      instant.map((ms) => new Date(ms).toISOString()),
      fc.tuple(instant, fc.integer({ min: -12 * 4, max: 14 * 4 })).map(([ms, q]) => {
        const d = new Date(ms + q * 15 * 60_000);
        const off = `${q < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(q) / 4))}:${pad((Math.abs(q) % 4) * 15)}`;
        return `${d.toISOString().slice(0, 19)}${off}`;
      }),
      // dayjs's own loose pattern (local time, roll-over) and what falls through to Date.
      fc
        .tuple(
          fc.integer({ min: 1970, max: 2099 }),
          fc.integer({ min: 0, max: 13 }),
          fc.integer({ min: 0, max: 32 }),
          fc.integer({ min: 0, max: 25 }),
          fc.constantFrom("-", "/", ""),
          fc.constantFrom(" ", "T", "t", ""),
          fc.constantFrom("", ":30", ":30:15", ":30:15.5", ":30:15.123456", "Z", "z"),
        )
        .map(([y, mo, d, h, sep, t, rest]) => `${y}${sep}${pad(mo)}${sep}${pad(d)}${t}${pad(h)}${rest}`),
      fc.constantFrom("2026", "2026-03", "20260301", "2026/3/1", "nope", "", "March 1, 2026 10:00 GMT+0800"),
      fc.string(),
    );
    fc.assert(
      fc.property(moment, (input) => {
        let want: string | Error;
        try {
          want = refToWireTime(input);
        } catch (e) {
          want = e as Error;
        }
        if (want instanceof Error) expect(() => toWireTime(input)).toThrow(RangeError);
        else expect(toWireTime(input)).toBe(want);
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(instant, moment, (end, now) => {
        expect(isExpiringSoon(wireOf(end), now)).toBe(refIsExpiringSoon(wireOf(end), now));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(moment, fc.integer({ min: -HOUR, max: 11 * 24 * HOUR }), (now, ahead) => {
        const base = typeof now === "string" ? Number.NaN : Number(now.valueOf());
        fc.pre(!Number.isNaN(base));
        const end = wireOf(Math.floor((base + ahead) / 1000) * 1000);
        expect(isExpiringSoon(end, now)).toBe(refIsExpiringSoon(end, now));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("pinned choices (TZ=Asia/Shanghai)", () => {
  beforeAll(() => {
    process.env.TZ = "Asia/Shanghai";
  });

  it("a time skipped by spring-forward moves forward by the jump", () => {
    // New York 2026-03-08 02:30 does not exist: 03:30 EDT = 07:30 UTC.
    for (const season of ["2026-01-15T12:00:00Z", "2026-07-15T12:00:00Z"]) {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(season));
      expect(parseLocalInput("2026-03-08 02:30", "America/New_York")).toBe("2026-03-08 07:30:00");
      expect(refParseLocalInput("2026-03-08 02:30", "America/New_York")).toBe("2026-03-08 07:30:00");
      // Lord Howe skips 02:00-02:30 (+10:30 → +11): 02:15 is 02:45 LHDT = 15:45 UTC.
      expect(parseLocalInput("2026-10-04 02:15", "Australia/Lord_Howe")).toBe("2026-10-03 15:45:00");
      expect(refParseLocalInput("2026-10-04 02:15", "Australia/Lord_Howe")).toBe("2026-10-03 15:45:00");
    }
  });

  it("a repeated time takes the offset in force now, as dayjs.tz did", () => {
    // New York 2026-11-01 01:30 happens twice: EDT (05:30 UTC) then EST (06:30 UTC).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-07-15T12:00:00Z"));
    expect(parseLocalInput("2026-11-01 01:30:00", "America/New_York")).toBe("2026-11-01 05:30:00");
    vi.setSystemTime(new Date("2026-01-15T12:00:00Z"));
    expect(parseLocalInput("2026-11-01 01:30:00", "America/New_York")).toBe("2026-11-01 06:30:00");
    expect(refParseLocalInput("2026-11-01 01:30:00", "America/New_York")).toBe("2026-11-01 06:30:00");
  });

  it("reads IANA zones without the runtime zone's DST (where dayjs slipped an hour)", () => {
    process.env.TZ = "America/New_York";
    // 02:30 on 2026-03-08 in Shanghai: a wall time New York skips that night.
    const wire = "2026-03-07 18:30:00";
    expect(formatTime(wire, { timeZone: "Asia/Shanghai" })).toBe("2026-03-08 02:30:00");
    expect(refFormatTime(wire, "Asia/Shanghai")).toBe("2026-03-08 03:30:00"); // dayjs's slip
    // Midnight in New York (EDT) on the night London falls back: dayjs said 05:00 UTC.
    process.env.TZ = "Europe/London";
    expect(parseLocalInput("2026-10-25", "America/New_York")).toBe("2026-10-25 04:00:00");
    expect(refParseLocalInput("2026-10-25", "America/New_York")).toBe("2026-10-25 05:00:00");
    process.env.TZ = "Asia/Shanghai";
  });

  it("leaves unsupported tokens literal and rejects unknown zones", () => {
    const wire = "2026-03-01 20:30:05";
    expect(formatTime(wire, { timeZone: "UTC", format: "MMM D, YYYY [MMM] h A SSS Z x" })).toBe(
      "MMM 1, 2026 MMM h A SSS Z x",
    );
    expect(formatTime(wire, { timeZone: "Asia/Shanghai", format: "YYYYMMDDHHmmss" })).toBe("20260302043005");
    expect(() => formatTime(wire, { timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(() => parseLocalInput("2026-03-01", "Mars/Olympus")).toThrow(RangeError);
    expect(() => refFormatTime(wire, "Mars/Olympus")).toThrow(RangeError);
  });
});
