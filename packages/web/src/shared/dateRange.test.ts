import { describe, expect, it } from "vitest";
import { dayRangeToWire, wireToDayRange } from "./dateRange";

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

  it("round-trips wire times to the picked days", () => {
    const [start, end] = dayRangeToWire(["2026-03-01", "2026-03-31"], "local");
    expect(wireToDayRange(start, end, "local")).toEqual(["2026-03-01", "2026-03-31"]);
  });
});
