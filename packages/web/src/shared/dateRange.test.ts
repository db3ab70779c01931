import { describe, expect, it } from "vitest";
import { formatDayRange, legacyDayRange, parseDayRange } from "./dateRange";
import { dayRangeToWire } from "./list/params";

describe("date-range filters", () => {
  it("covers whole days in UTC", () => {
    expect(dayRangeToWire(["2026-01-02", "2026-01-05"], "UTC")).toEqual([
      "2026-01-02 00:00:00",
      "2026-01-05 23:59:59",
    ]);
  });

  it("leaves a missing end open", () => {
    expect(dayRangeToWire(["2026-01-02", null], "UTC")).toEqual(["2026-01-02 00:00:00", undefined]);
    expect(dayRangeToWire([null, null], "UTC")).toEqual([undefined, undefined]);
  });

  it("keeps calendar days in the URL, the same text whatever the time-zone setting", () => {
    expect(formatDayRange(["2026-11-01", "2026-11-20"])).toBe("2026-11-01..2026-11-20");
    expect(formatDayRange(["2026-11-01", null])).toBe("2026-11-01..");
    expect(formatDayRange([null, "2026-11-20"])).toBe("..2026-11-20");
    expect(formatDayRange([null, null])).toBeUndefined();
    // Round trips through the URL any number of times without moving a day.
    let text = "2026-11-01..2026-11-20";
    for (let i = 0; i < 4; i++) text = formatDayRange(parseDayRange(text)!)!;
    expect(text).toBe("2026-11-01..2026-11-20");
  });

  it("reads only real days, puts ends in order and refuses anything else", () => {
    expect(parseDayRange("2026-11-20..2026-11-01")).toEqual(["2026-11-01", "2026-11-20"]);
    expect(parseDayRange("..2026-02-28")).toEqual([null, "2026-02-28"]);
    for (const bad of [
      "2026-02-30..",
      "2026-11-01",
      "a~b",
      "..",
      20261101,
      null,
      "2026-11-01..2026-11-02..x",
    ])
      expect(parseDayRange(bad)).toBeUndefined();
  });

  it("sends the local day bounds in local time, UTC ones in UTC", () => {
    const [start, end] = dayRangeToWire(["2026-11-01", "2026-11-20"], "local");
    const offsetMin = new Date(2026, 10, 1).getTimezoneOffset();
    const expected = new Date(Date.UTC(2026, 10, 1) + offsetMin * 60_000);
    expect(start).toBe(expected.toISOString().slice(0, 19).replace("T", " "));
    expect(end).toBeDefined();
  });

  it("reads older links' wire times as their UTC days", () => {
    expect(legacyDayRange("2026-03-01 00:00:00", "2026-03-31 23:59:59")).toEqual([
      "2026-03-01",
      "2026-03-31",
    ]);
    expect(legacyDayRange(undefined, "2026-03-31 23:59:59")).toEqual([null, "2026-03-31"]);
    expect(legacyDayRange("yesterday", 5)).toBeUndefined();
  });
});
