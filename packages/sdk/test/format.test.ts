import { describe, expect, it } from "vitest";
import { calUnitName, formatAmount, formatPeriod } from "../src/index.js";

// How amounts and periods read (docs/vocabulary.md): whole things are
// integers, English plurals agree with the number, zh spaces only a Latin unit.

describe("formatAmount", () => {
  it("cuts amounts of whole things to integers, never rounding up what is left", () => {
    expect(formatAmount("en", "count_pool", 4342.75)).toBe("4,342 times");
    expect(formatAmount("zh-CN", "count_pool", 4342.75)).toBe("4,342次");
    expect(formatAmount("en", "days_pool", 0.9)).toBe("0 days");
    expect(formatAmount("en", "concurrent_pool", 12.5)).toBe("12 devices");
  });

  it("agrees the English unit with the number", () => {
    expect(formatAmount("en", "days_pool", 1)).toBe("1 day");
    expect(formatAmount("en", "days_pool", 2)).toBe("2 days");
    expect(formatAmount("en", "count_pool", 1)).toBe("1 time");
    expect(formatAmount("en", "concurrent_pool", 1)).toBe("1 device");
    expect(formatAmount("en", "days_pool", 0)).toBe("0 days");
  });

  it("keeps two decimals of traffic and spaces a Latin unit in both languages", () => {
    expect(formatAmount("en", "traffic_pool", 12.345)).toBe("12.35 MB");
    expect(formatAmount("zh-CN", "traffic_pool", 1024)).toBe("1,024 MB");
  });

  it("writes a Chinese unit right after the number, zero included", () => {
    expect(formatAmount("zh-CN", "count_pool", 100)).toBe("100次");
    expect(formatAmount("zh-CN", "count_pool", 0)).toBe("0次");
    expect(formatAmount("zh-CN", "days_pool", 365)).toBe("365天");
  });

  it("is empty without an amount", () => {
    expect(formatAmount("en", "days_pool", null)).toBe("");
    expect(formatAmount("en", "days_pool", Number.NaN)).toBe("");
  });

  it("names the unit of an unknown type as nothing", () => {
    expect(calUnitName("en", "nope")).toBe("");
    expect(formatAmount("en", "nope", 3)).toBe("3");
  });
});

describe("formatPeriod", () => {
  it("agrees the unit with the number in English and never spaces it in Chinese", () => {
    expect(formatPeriod("en", 1, "day")).toBe("1 day");
    expect(formatPeriod("en", 2, "day")).toBe("2 days");
    expect(formatPeriod("en", 1, "month")).toBe("1 month");
    expect(formatPeriod("zh-CN", 12, "month")).toBe("12个月");
    expect(formatPeriod("zh-CN", 1, "day")).toBe("1天");
    expect(formatPeriod("en", null, "day")).toBe("");
  });
});
