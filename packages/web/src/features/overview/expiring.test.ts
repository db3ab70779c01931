// The overview's expiring block (docs/expiry.md "On the overview"): it shows for a user who may
// open some service screen, and its tile adds up every family of the answer.
import { describe, expect, it } from "vitest";
import { expiringTotals, visibleFamilies } from "./expiring";

describe("visibleFamilies", () => {
  it("keeps the families whose service screen may be opened, in menu order", () => {
    expect(visibleFamilies(() => true)).toEqual([1, 2, 3]);
    expect(visibleFamilies((p) => p !== "/highPrecision")).toEqual([2, 3]);
    expect(visibleFamilies((p) => p === "/cloudChip")).toEqual([3]);
    expect(visibleFamilies(() => false)).toEqual([]);
  });
});

describe("expiringTotals", () => {
  it("adds every family's accounts and pools", () => {
    const families = [
      { selectType: 1, accounts: 13, pools: 1 },
      { selectType: 2, accounts: 1, pools: 2 },
    ];
    expect(expiringTotals({ families, accounts: [], pools: [] })).toEqual({ accounts: 14, pools: 3 });
    expect(expiringTotals({ families: [], accounts: [], pools: [] })).toEqual({ accounts: 0, pools: 0 });
  });
});
