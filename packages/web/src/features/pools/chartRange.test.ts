import { describe, expect, it } from "vitest";
import { defaultChartRange, pickerToWire, usageParams, wireToPicker } from "./chartRange";

const now = new Date(Date.UTC(2026, 10, 22, 2, 30, 0)); // 2026-11-22 02:30:00 UTC

describe("usage chart range", () => {
  it("defaults to the last 168 hours by day", () => {
    expect(defaultChartRange("day", "UTC", now)).toEqual(["2026-11-15 02:30:00", "2026-11-22 02:30:00"]);
  });

  it("defaults to the last six months by month, this one included", () => {
    expect(defaultChartRange("month", "UTC", now)).toEqual(["2026-06-01 00:00:00", "2026-11-22 02:30:00"]);
    // Across a year boundary.
    const feb = new Date(Date.UTC(2026, 1, 10));
    expect(defaultChartRange("month", "UTC", feb)[0]).toBe("2025-09-01 00:00:00");
  });

  it("covers picked days and months whole", () => {
    expect(pickerToWire("day", ["2026-11-01", "2026-11-03"], "UTC")).toEqual([
      "2026-11-01 00:00:00",
      "2026-11-03 23:59:59",
    ]);
    expect(pickerToWire("month", ["2026-01-01", "2026-02-01"], "UTC")).toEqual([
      "2026-01-01 00:00:00",
      "2026-02-28 23:59:59",
    ]);
    expect(pickerToWire("day", [null, "2026-11-03"], "UTC")).toEqual([null, "2026-11-03 23:59:59"]);
  });

  it("shows a wire range as picker values", () => {
    expect(wireToPicker("day", ["2026-11-15 02:30:00", "2026-11-22 02:30:00"], "UTC")).toEqual([
      "2026-11-15",
      "2026-11-22",
    ]);
    expect(wireToPicker("month", ["2026-06-01 00:00:00", null], "UTC")).toEqual(["2026-06-01", null]);
  });
});

describe("usage chart request (part1 §7 poolStatistics)", () => {
  it("sends the pool's calType with the pool, granularity and range", () => {
    const range: [string, string] = ["2026-05-01 00:00:00", "2026-05-07 23:59:59"];
    expect(usageParams({ poolId: "P1", calType: "traffic_pool" }, "day", range)).toEqual({
      poolId: "P1",
      type: "day",
      calType: "traffic_pool",
      startTime: range[0],
      endTime: range[1],
    });
  });
});
