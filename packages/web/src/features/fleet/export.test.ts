// The fleet page's export (./export.ts): scope, worst rovers and trend as CSV rows, figures as
// numbers, times in the time-zone setting, labels in the language, a formula-like account name
// guarded once written (shared/csv.ts).
import type { FleetHealth, FleetRover } from "@fixcloud/sdk";
import { describe, expect, it } from "vitest";
import { csvText } from "../../shared/csv";
import { fleetExportName, fleetExportRows } from "./export";

const health: FleetHealth = {
  window: "24h",
  from: "2026-12-05 12:00:00",
  to: "2026-12-06 12:00:00",
  rovers: { total: 3, active: 2, fixing: 1, notFixing: 1 },
  summary: {
    ggaCount: 7200,
    fixedPct: 60,
    floatPct: 30,
    singlePct: 10,
    otherPct: 0,
    ttffS: { p50: 20, p95: 60 },
    diffAgeS: { p50: 1, p95: 3 },
    satellitesMean: 21.5,
    reconnectsPerHour: 0.5,
    refusals: [],
    distanceKm: { p50: 10, p95: 30, max: 42 },
  },
  trend: [
    {
      time: "2026-12-06 11:55:00",
      ggaCount: 600,
      fixedPct: 60,
      floatPct: 30,
      singlePct: 10,
      diffAgeP95S: 3,
      activeRovers: 2,
    },
  ],
};
const worst: FleetRover[] = [
  {
    accountName: "=cmd|' /C calc'!A0",
    poolId: null,
    serviceProduct: "rtd",
    ggaCount: 3600,
    fixedPct: 0,
    floatPct: 90,
    singlePct: 10,
    diffAgeP95S: null,
    reconnects: 12,
    refusals: 3,
    distanceKm: 55.5,
    verdict: {
      code: "fix_quality",
      severity: "error",
      evidence: { fixedPct: 0, floatPct: 90, invalidPct: 0, otherPct: 10, thresholdPct: 90, ttffS: 600 },
    },
  },
];
const label = (key: string) => `[${key}]`;

describe("fleet export", () => {
  const rows = fleetExportRows(health, worst, {
    search: { window: "24h", serviceProduct: "rtd" },
    language: "en",
    timeZone: "Asia/Shanghai",
    label,
  });

  it("holds the scope, then the worst rovers, then the trend, separated by blank rows", () => {
    const titles = rows.filter((r) => r.length === 1).map((r) => r[0]);
    expect(titles).toEqual(["[fleet:title]", "[fleet:worst.title]", "[fleet:trend.title]"]);
    expect(rows.filter((r) => r.length === 0)).toHaveLength(2);
    expect(rows).toContainEqual(["[fleet.field.serviceProduct]", "[serviceProduct.rtd]"]);
    expect(rows).toContainEqual(["[fleet.field.poolId]", "[fleet:scope.all]"]);
  });

  it("writes times in the time-zone setting and names the zone", () => {
    expect(rows).toContainEqual(["[fleet.field.from]", "2026-12-05 20:00:00"]);
    expect(rows).toContainEqual(["[fleet:export.timeZone]", "Asia/Shanghai"]);
    expect(rows.at(-1)).toEqual(["2026-12-06 19:55:00", 600, 2, 60, 30, 10, 3]);
  });

  it("writes figures as numbers, a missing one as an empty cell, and the verdict in words", () => {
    const row = rows.find((r) => r[0] === worst[0]!.accountName)!;
    expect(row.slice(3, 11)).toEqual([3600, 0, 90, 10, null, 12, 3, 55.5]);
    expect(row[11]).toBe("Error");
    expect(row[12]).toMatch(/^Fixed 0% \(float 90%/);
    expect(row[12]).not.toMatch(/[{}]/);
  });

  it("leaves the shares of a rover without GGA empty", () => {
    const refusedOnly = {
      ...worst[0]!,
      accountName: "refused",
      ggaCount: 0,
      fixedPct: 0,
      floatPct: 0,
      singlePct: 0,
    };
    const out = fleetExportRows(health, [refusedOnly], {
      search: { window: "24h" },
      language: "en",
      timeZone: "UTC",
      label,
    });
    expect(out.find((r) => r[0] === "refused")!.slice(3, 7)).toEqual([0, null, null, null]);
  });

  it("guards the formula-like account name in the file", () => {
    expect(csvText(rows)).toContain(`"'=cmd|' /C calc'!A0"`.replace(/^"|"$/g, ""));
    expect(csvText(rows)).not.toMatch(/(^|,)=cmd/m);
  });

  it("names the file by window and moment in the time-zone setting", () => {
    expect(fleetExportName("7d", Date.UTC(2026, 11, 6, 12, 0, 5), "Asia/Shanghai")).toBe(
      "fleet-health-7d-20261206-200005.csv",
    );
  });
});
