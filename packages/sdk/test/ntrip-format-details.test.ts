// The sourcetable format-details field (RTCM 10410.1 §2.3 table 3) of @fixcloud/sdk/ntrip: read
// as real casters write it, and written as they list it from observed message rates.
import { describe, expect, it } from "vitest";
import { formatDetails, parseFormatDetails } from "../src/ntrip/index.js";

describe("parseFormatDetails", () => {
  it("reads the canonical form in order", () => {
    expect(parseFormatDetails("1004(1),1005(5)")).toEqual([
      { type: 1004, intervalS: 1 },
      { type: 1005, intervalS: 5 },
    ]);
    expect(parseFormatDetails("1005(10),1077(1)")).toEqual([
      { type: 1005, intervalS: 10 },
      { type: 1077, intervalS: 1 },
    ]);
  });

  it("takes the variants real casters send", () => {
    expect(parseFormatDetails(" 1005 (10), 1077( 1 ) ;1087(1) 1230")).toEqual([
      { type: 1005, intervalS: 10 },
      { type: 1077, intervalS: 1 },
      { type: 1087, intervalS: 1 },
      { type: 1230, intervalS: null },
    ]);
    expect(parseFormatDetails("1004,1006,1012")).toEqual([
      { type: 1004, intervalS: null },
      { type: 1006, intervalS: null },
      { type: 1012, intervalS: null },
    ]);
    expect(parseFormatDetails("1005/1006(5),1077(0.5),1033(0)")).toEqual([
      { type: 1005, intervalS: 5 },
      { type: 1006, intervalS: 5 },
      { type: 1077, intervalS: 0.5 },
      { type: 1033, intervalS: null },
    ]);
  });

  it("skips what is not a message number and keeps the first of a repeat", () => {
    expect(parseFormatDetails("")).toEqual([]);
    expect(parseFormatDetails("RTCM 3.2")).toEqual([]);
    expect(parseFormatDetails("unknown")).toEqual([]);
    expect(parseFormatDetails("1077(1),9999(1),1077(5),12345(1)")).toEqual([{ type: 1077, intervalS: 1 }]);
  });
});

describe("formatDetails", () => {
  it("lists the messages by number with their intervals", () => {
    expect(
      formatDetails([
        { type: 1077, intervalS: 1 },
        { type: 1005, intervalS: 10 },
      ]),
    ).toBe("1005(10),1077(1)");
    expect(formatDetails([])).toBe("");
  });

  it("prints observed means as declarations: whole seconds, one decimal below 1 s", () => {
    expect(
      formatDetails([
        { type: 1077, intervalS: 0.998 },
        { type: 1005, intervalS: 9.97 },
        { type: 1087, intervalS: 0.5 },
        { type: 1033, intervalS: null },
        { type: 1230, intervalS: 0 },
      ]),
    ).toBe("1005(10),1033,1077(1),1087(0.5),1230");
  });

  it("reads back what it writes", () => {
    const rates = [
      { type: 1005, intervalS: 10 },
      { type: 1019, intervalS: null },
      { type: 1077, intervalS: 1 },
      { type: 1127, intervalS: 0.5 },
    ];
    expect(parseFormatDetails(formatDetails(rates))).toEqual(rates);
  });
});
