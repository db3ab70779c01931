// The fault chart's time ticks (./ticks.ts; part2 §2 timeline, §9 UTC or local): round moments,
// every label different from the others, the format by span, aligned in the time-zone setting.
import { describe, expect, it } from "vitest";
import { timeTicks } from "./ticks";

const at = (iso: string) => Date.parse(iso);
const labels = (from: string, to: string, timeZone = "UTC") => {
  const x = timeTicks(at(from), at(to), timeZone);
  return x.ticks.map(x.label);
};

describe("fault chart time ticks", () => {
  it("within a day: HH:mm on round moments, all different", () => {
    expect(labels("2026-05-01T08:07:13Z", "2026-05-01T09:07:13Z")).toEqual([
      "08:15",
      "08:30",
      "08:45",
      "09:00",
    ]);
    // The quick ranges 1 h to 12 h, and a few minutes: never two ticks reading the same.
    for (const [from, to] of [
      ["2026-05-01T00:00:00Z", "2026-05-01T00:04:00Z"],
      ["2026-05-01T00:00:00Z", "2026-05-01T00:00:40Z"],
      ["2026-05-01T01:10:00Z", "2026-05-01T13:10:00Z"],
    ] as const) {
      const l = labels(from, to);
      expect(l.length).toBeGreaterThan(1);
      expect(new Set(l).size).toBe(l.length);
    }
    expect(labels("2026-05-01T00:00:00Z", "2026-05-01T00:00:40Z")[1]).toMatch(/^\d\d:\d\d:\d\d$/);
  });

  it("across days: MM-DD HH:mm, whole days MM-DD, at most six ticks", () => {
    expect(labels("2026-05-01T20:00:00Z", "2026-05-02T04:00:00Z")).toEqual([
      "05-01 20:00",
      "05-01 22:00",
      "05-02 00:00",
      "05-02 02:00",
      "05-02 04:00",
    ]);
    const week = labels("2026-04-24T09:30:00Z", "2026-05-01T09:30:00Z");
    expect(week).toEqual(["04-25", "04-27", "04-29", "05-01"]);
    expect(
      timeTicks(at("2026-04-01T00:00:00Z"), at("2026-05-01T00:00:00Z"), "UTC").ticks.length,
    ).toBeLessThanOrEqual(6);
  });

  it("follows the time-zone setting: the same moments read and align in its clock", () => {
    // 20:00 to 23:00 UTC is 04:00 to 07:00 of one Shanghai day: HH:mm in Shanghai time.
    expect(labels("2026-05-01T20:00:00Z", "2026-05-01T23:00:00Z", "Asia/Shanghai")).toEqual([
      "04:00",
      "05:00",
      "06:00",
      "07:00",
    ]);
    expect(labels("2026-05-01T20:00:00Z", "2026-05-01T23:00:00Z")).toEqual([
      "20:00",
      "21:00",
      "22:00",
      "23:00",
    ]);
    // A half-hour zone: six-hour steps fall on its own 00:00, 06:00, 12:00, 18:00.
    expect(labels("2026-05-01T00:00:00Z", "2026-05-02T00:00:00Z", "Asia/Kolkata")).toEqual([
      "05-01 06:00",
      "05-01 12:00",
      "05-01 18:00",
      "05-02 00:00",
    ]);
  });
});
