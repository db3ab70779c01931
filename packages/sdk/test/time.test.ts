import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatTime, isExpiringSoon, parseLocalInput, toWireTime } from "../src/catalogue/shared/time.js";

const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Asia/Shanghai"; // UTC+8, no DST
});
afterAll(() => {
  process.env.TZ = savedTz;
});

describe("formatTime", () => {
  it("shows wire times in UTC or local time", () => {
    expect(formatTime("2026-03-01 20:30:00", { timeZone: "UTC" })).toBe("2026-03-01 20:30:00");
    expect(formatTime("2026-03-01 20:30:00", { timeZone: "local" })).toBe("2026-03-02 04:30:00");
    expect(formatTime("2026-03-01 20:30:00", { timeZone: "America/New_York" })).toBe("2026-03-01 15:30:00");
  });

  it("applies the format", () => {
    expect(formatTime("2026-03-01 20:30:00", { timeZone: "local", format: "YYYY-MM-DD" })).toBe("2026-03-02");
  });

  it("shows a dash for empty values and leaves non-wire text alone", () => {
    expect(formatTime(null, { timeZone: "UTC" })).toBe("-");
    expect(formatTime(undefined, { timeZone: "local" })).toBe("-");
    expect(formatTime("  ", { timeZone: "UTC" })).toBe("-");
    expect(formatTime("soon", { timeZone: "UTC" })).toBe("soon");
    expect(formatTime("2026-02-31 00:00:00", { timeZone: "UTC" })).toBe("2026-02-31 00:00:00");
  });

  it("reads a date-only wire value as midnight UTC", () => {
    expect(formatTime("2026-03-01", { timeZone: "local" })).toBe("2026-03-01 08:00:00");
  });
});

describe("toWireTime and parseLocalInput", () => {
  it("converts moments to UTC wire form", () => {
    expect(toWireTime(new Date("2026-03-02T04:30:00+08:00"))).toBe("2026-03-01 20:30:00");
    expect(toWireTime(Date.UTC(2026, 0, 1))).toBe("2026-01-01 00:00:00");
    expect(() => toWireTime("nope")).toThrow(RangeError);
  });

  it("reads typed filter times in the chosen zone", () => {
    expect(parseLocalInput("2026-03-02 04:30:00", "local")).toBe("2026-03-01 20:30:00");
    expect(parseLocalInput("2026-03-02 04:30", "UTC")).toBe("2026-03-02 04:30:00");
    expect(parseLocalInput("2026-03-02", "local")).toBe("2026-03-01 16:00:00");
    expect(parseLocalInput(" 2026-03-02 ", "Asia/Tokyo")).toBe("2026-03-01 15:00:00");
    expect(parseLocalInput("2026-13-02", "UTC")).toBeNull();
    expect(parseLocalInput("yesterday", "UTC")).toBeNull();
  });
});

describe("isExpiringSoon", () => {
  const now = new Date("2026-03-01T00:00:00Z");
  it("is true within 10 days", () => {
    expect(isExpiringSoon("2026-03-05 00:00:00", now)).toBe(true);
    expect(isExpiringSoon("2026-03-11 00:00:00", now)).toBe(true);
  });
  it("is false later, earlier or empty", () => {
    expect(isExpiringSoon("2026-03-11 00:00:01", now)).toBe(false);
    expect(isExpiringSoon("2026-02-28 23:59:59", now)).toBe(false);
    // Ending now is ended, as in the expiring lists (end after now).
    expect(isExpiringSoon("2026-03-01 00:00:00", now)).toBe(false);
    expect(isExpiringSoon(null, now)).toBe(false);
    expect(isExpiringSoon("bad", now)).toBe(false);
  });
});
