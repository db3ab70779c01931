// Expiry ahead of time in the SDK (docs/expiry.md): the notice thresholds an end time has
// reached and the pool forecast at the last 7 days' consumption rate.
import { describe, expect, it } from "vitest";
import {
  daysLeft,
  expiryThresholdReached,
  type FamilyExpiring,
  poolForecast,
  summarizeExpiring,
  toWireTime,
} from "../src/index.js";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 11, 6, 12); // 2026-12-06 12:00 UTC

describe("expiryThresholdReached", () => {
  it("is 10 within 10 days, 1 within a day, null beyond or past", () => {
    expect(expiryThresholdReached(NOW + 11 * DAY, NOW)).toBeNull();
    expect(expiryThresholdReached(NOW + 10 * DAY, NOW)).toBe(10);
    expect(expiryThresholdReached(NOW + 5 * DAY, NOW)).toBe(10);
    expect(expiryThresholdReached(NOW + DAY + 1, NOW)).toBe(10);
    expect(expiryThresholdReached(NOW + DAY, NOW)).toBe(1);
    expect(expiryThresholdReached(NOW + 1, NOW)).toBe(1);
    expect(expiryThresholdReached(NOW, NOW)).toBeNull();
    expect(expiryThresholdReached(NOW - DAY, NOW)).toBeNull();
  });
});

describe("daysLeft", () => {
  const wire = (ms: number) => toWireTime(ms);
  it("counts a started day as one, as the thresholds do: 12 h is 1, 9 days 2 h is 10", () => {
    expect(daysLeft(wire(NOW + 12 * 3_600_000), NOW)).toBe(1);
    expect(daysLeft(wire(NOW + DAY), NOW)).toBe(1);
    expect(daysLeft(wire(NOW + DAY + 1000), NOW)).toBe(2);
    expect(daysLeft(wire(NOW + 9 * DAY + 2 * 3_600_000), NOW)).toBe(10);
    expect(daysLeft(wire(NOW + 10 * DAY), NOW)).toBe(10);
  });
  it("is 0 at or after the end and null for an empty or unreadable end", () => {
    expect(daysLeft(wire(NOW), NOW)).toBe(0);
    expect(daysLeft(wire(NOW - DAY), NOW)).toBe(0);
    expect(daysLeft("", NOW)).toBeNull();
    expect(daysLeft(null, NOW)).toBeNull();
    expect(daysLeft("not a time", NOW)).toBeNull();
  });
});

describe("poolForecast", () => {
  const days = (totals: number[]) =>
    totals.map((total, i) => ({ day: new Date(NOW - (i + 1) * DAY).toISOString().slice(0, 10), total }));

  it("runs out at the mean of the 7 whole days before today", () => {
    // 70 used over the 7 days before today: 10 a day; 25 left → 2.5 days.
    const f = poolForecast("days_pool", 25, days([10, 10, 10, 10, 10, 10, 10]), NOW);
    expect(f).toEqual({ kind: "runsOut", ratePerDay: 10, daysLeft: 2.5, atMs: NOW + 2.5 * DAY });
  });

  it("counts missing days as 0 and ignores today and days before the window", () => {
    const usage = [
      ...days([14]), // yesterday: 14 → 2 a day over 7
      { day: new Date(NOW).toISOString().slice(0, 10), total: 1000 }, // today: not a whole day
      { day: new Date(NOW - 8 * DAY).toISOString().slice(0, 10), total: 1000 }, // outside
    ];
    const f = poolForecast("traffic_pool", 4, usage, NOW);
    expect(f).toMatchObject({ kind: "runsOut", ratePerDay: 2, daysLeft: 2 });
  });

  it("says no consumption when nothing was used, empty when nothing remains, and concurrent pools are not consumed", () => {
    expect(poolForecast("days_pool", 10, [], NOW)).toEqual({ kind: "noConsumption" });
    expect(poolForecast("days_pool", 10, days([0, 0, 0]), NOW)).toEqual({ kind: "noConsumption" });
    expect(poolForecast("days_pool", 0, days([5]), NOW)).toEqual({ kind: "empty" });
    expect(poolForecast("concurrent_pool", 10, days([5]), NOW)).toEqual({ kind: "notQuantity" });
  });
});

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

  it("counts each family: accounts by the call's total, pools by the list", () => {
    const s = summarizeExpiring(answers, 5);
    expect(s.families).toEqual([
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
    expect(s).toEqual({ families: [{ selectType: 1, accounts: 0, pools: 0 }], accounts: [], pools: [] });
  });
});
