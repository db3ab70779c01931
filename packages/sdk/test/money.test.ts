// The SDK's money formatter (part2 §2 "Amounts show 2 to 5 decimals with a currency symbol";
// orders): decimals, symbols, both languages, signs and sizes.
import { describe, expect, it } from "vitest";
import { formatMoney } from "../src/lists.js";

describe("formatMoney", () => {
  it("keeps the stored decimals, at least 2 and at most 5", () => {
    expect(formatMoney("zh-CN", 12, "CNY")).toBe("¥12.00");
    expect(formatMoney("zh-CN", 12.3, "CNY")).toBe("¥12.30");
    expect(formatMoney("zh-CN", 12.345, "CNY")).toBe("¥12.345");
    expect(formatMoney("zh-CN", 0.0125, "CNY")).toBe("¥0.0125");
    expect(formatMoney("zh-CN", 2.71834, "CNY")).toBe("¥2.71834");
    // Beyond 5 decimals the value is rounded, half away from zero.
    expect(formatMoney("zh-CN", 1.234565, "CNY")).toBe("¥1.23457");
    expect(formatMoney("zh-CN", 2.000001, "CNY")).toBe("¥2.00");
    // Binary noise of a sum never shows.
    expect(formatMoney("zh-CN", 0.1 + 0.2, "CNY")).toBe("¥0.30");
  });

  it("writes the currency symbol and grouping of each language", () => {
    expect(formatMoney("zh-CN", 1234.5, "CNY")).toBe("¥1,234.50");
    expect(formatMoney("en", 1234.5, "CNY")).toBe("CN¥1,234.50");
    expect(formatMoney("en", 2.50125, "USD")).toBe("$2.50125");
    expect(formatMoney("zh-CN", 3.5, "USD")).toBe("US$3.50");
    expect(formatMoney("en", 99.9)).toBe("CN¥99.90");
  });

  it("handles zero, negative and large amounts", () => {
    expect(formatMoney("zh-CN", 0, "CNY")).toBe("¥0.00");
    expect(formatMoney("en", -0, "CNY")).toBe("CN¥0.00");
    expect(formatMoney("en", -0.000001, "CNY")).toBe("CN¥0.00");
    expect(formatMoney("zh-CN", -12.5, "CNY")).toBe("-¥12.50");
    expect(formatMoney("en", -0.125, "CNY")).toBe("-CN¥0.125");
    expect(formatMoney("zh-CN", 1234567890.12345, "CNY")).toBe("¥1,234,567,890.12345");
    expect(formatMoney("en", 98765432109876.5, "CNY")).toBe("CN¥98,765,432,109,876.50");
  });

  it("takes decimal text exactly and refuses what is not an amount", () => {
    expect(formatMoney("zh-CN", "12.34500", "CNY")).toBe("¥12.345");
    expect(formatMoney("en", "90071992547409.93", "CNY")).toBe("CN¥90,071,992,547,409.93");
    expect(formatMoney("en", null, "CNY")).toBe("");
    expect(formatMoney("en", undefined, "CNY")).toBe("");
    expect(formatMoney("en", Number.NaN, "CNY")).toBe("");
    expect(formatMoney("en", Number.POSITIVE_INFINITY, "CNY")).toBe("");
    expect(formatMoney("en", "12a", "CNY")).toBe("");
  });

  it("writes a malformed currency code after the number instead of throwing", () => {
    expect(formatMoney("en", 12.3, "yuan")).toBe("12.30 yuan");
    expect(formatMoney("zh-CN", -1234.5, "X1")).toBe("-1,234.50 X1");
  });
});
