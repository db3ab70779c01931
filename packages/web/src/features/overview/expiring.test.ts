// The overview's expiring block (docs/expiry.md "On the overview"): the families it asks for
// follow the screens a user may open, and the families' answers merge into totals and the
// soonest rows of each kind.
import { describe, expect, it } from "vitest";
import { type FamilyExpiring, summarizeExpiring, visibleFamilies } from "./expiring";

const account = (accountName: string, endTime: string) => ({
  accountName,
  serviceProduct: "multi_frequency_rtk",
  endTime,
});
const pool = (poolId: string, endTime: string) => ({
  poolId,
  calType: "days_pool",
  remainingQuantity: 3,
  endTime,
});

describe("visibleFamilies", () => {
  it("keeps the families whose service screen may be opened, in menu order", () => {
    expect(visibleFamilies(() => true)).toEqual([1, 2, 3]);
    expect(visibleFamilies((p) => p !== "/highPrecision")).toEqual([2, 3]);
    expect(visibleFamilies((p) => p === "/cloudChip")).toEqual([3]);
    expect(visibleFamilies(() => false)).toEqual([]);
  });
});

describe("summarizeExpiring", () => {
  const answers: FamilyExpiring[] = [
    {
      selectType: 1,
      // A page of 2 of the family's 13: the total is the call's, not the page's length.
      accounts: {
        total: 13,
        list: [account("b", "2026-06-03 00:00:00"), account("c", "2026-06-05 00:00:00")],
      },
      pools: [pool("P9", "2026-06-09 00:00:00")],
    },
    {
      selectType: 2,
      accounts: { total: 1, list: [account("a", "2026-06-03 00:00:00")] },
      pools: [pool("P1", "2026-06-02 00:00:00"), pool("P2", "2026-06-08 00:00:00")],
    },
    { selectType: 3, accounts: { total: 0, list: [] }, pools: [] },
  ];

  it("totals every family: accounts by the calls' totals, pools by the lists", () => {
    const s = summarizeExpiring(answers, 5);
    expect([s.accountTotal, s.poolTotal]).toEqual([14, 3]);
    expect(s.byFamily).toEqual([
      { selectType: 1, accounts: 13, pools: 1 },
      { selectType: 2, accounts: 1, pools: 2 },
      { selectType: 3, accounts: 0, pools: 0 },
    ]);
  });

  it("lists the soonest across families first, a tie by name, cut to the rows asked for", () => {
    const s = summarizeExpiring(answers, 2);
    expect(s.accounts.map((a) => [a.accountName, a.selectType])).toEqual([
      ["a", 2],
      ["b", 1],
    ]);
    expect(s.pools.map((p) => [p.poolId, p.selectType])).toEqual([
      ["P1", 2],
      ["P2", 2],
    ]);
  });

  it("is all zero and empty when nothing expires", () => {
    const s = summarizeExpiring([{ selectType: 1, accounts: { total: 0, list: [] }, pools: [] }], 5);
    expect(s).toMatchObject({ accountTotal: 0, poolTotal: 0, accounts: [], pools: [] });
  });
});
