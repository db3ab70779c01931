// How the fleet page reads the fleet calls' figures (./figures.ts): numbers in the interface
// language without further rounding, a gap (not 0 %) for a bucket without GGA, refusals most
// first, each worst rover's verdict worded as `fixcloud doctor` words it, and its fault link.
import type { FleetHealth, FleetRover } from "@fixcloud/sdk";
import { describe, expect, it } from "vitest";
import {
  faultSearchOf,
  formatFigure,
  formatPct,
  formatPercentiles,
  refusalsByCount,
  roverShares,
  trendHasData,
  trendRows,
  verdictText,
} from "./figures";

const rover = (over: Partial<FleetRover> = {}): FleetRover => ({
  accountName: "rover-007",
  poolId: "P1",
  serviceProduct: "rtd",
  ggaCount: 3600,
  fixedPct: 12.5,
  floatPct: 80,
  singlePct: 7.5,
  diffAgeP95S: 31,
  reconnects: 4,
  refusals: 0,
  distanceKm: 42.7,
  verdict: {
    code: "diff_age_high",
    severity: "warning",
    evidence: { stalePct: 40, thresholdS: 30, p95S: 31 },
  },
  ...over,
});

describe("fleet figures", () => {
  it("show shares and times with the API's decimal, grouped in the language, a dash for none", () => {
    expect(formatPct(97.3, "en")).toBe("97.3%");
    expect(formatPct(100, "zh-CN")).toBe("100%");
    expect(formatPct(0, "en")).toBe("0%");
    expect(formatPct(null, "en")).toBe("-");
    expect(formatFigure(123456, "en", 0)).toBe("123,456");
    expect(formatFigure(0.25, "en", 2)).toBe("0.25");
    expect(formatPercentiles({ p50: 12, p95: 40.5 }, "en")).toBe("12 / 40.5");
    expect(formatPercentiles(null, "zh-CN")).toBe("-");
  });

  it("turn the trend into time-axis rows, oldest first, a bucket without GGA a gap", () => {
    const trend: FleetHealth["trend"] = [
      {
        time: "2026-12-06 10:05:00",
        ggaCount: 0,
        fixedPct: 0,
        floatPct: 0,
        singlePct: 0,
        diffAgeP95S: 0,
        activeRovers: 0,
      },
      {
        time: "2026-12-06 10:00:00",
        ggaCount: 600,
        fixedPct: 95.5,
        floatPct: 4.5,
        singlePct: 0,
        diffAgeP95S: 2,
        activeRovers: 2,
      },
    ];
    const rows = trendRows(trend);
    expect(rows.map((r) => r.time)).toEqual([Date.UTC(2026, 11, 6, 10, 0), Date.UTC(2026, 11, 6, 10, 5)]);
    expect(rows[0]).toMatchObject({ fixedPct: 95.5, floatPct: 4.5, diffAgeP95S: 2, activeRovers: 2 });
    expect(rows[1]).toMatchObject({ fixedPct: null, floatPct: null, singlePct: null, diffAgeP95S: null });
    expect(trendHasData(rows)).toBe(true);
    expect(trendHasData(trendRows([trend[0]!]))).toBe(false);
  });

  it("list refusals most first, without zero counts", () => {
    expect(
      refusalsByCount([
        { reason: "disabled", count: 2 },
        { reason: "bad_credentials", count: 9 },
        { reason: "ended", count: 0 },
        { reason: "concurrency", count: 2 },
      ]).map((r) => r.reason),
    ).toEqual(["bad_credentials", "concurrency", "disabled"]);
  });

  it("word a verdict as the doctor does, with its figures, in both languages", () => {
    expect(verdictText(rover(), "en")).toEqual({
      severity: "Warning",
      title: "Stale corrections: 40% older than 30 s (p95 31 s)",
      action: expect.any(String),
    });
    expect(verdictText(rover(), "zh-CN").title).toBe("差分龄期过大：40% 超过 30 秒（P95 31 秒）");
    expect(verdictText(rover(), "en").title).not.toMatch(/[{}]/);
  });

  it("use the variant title a verdict names (a rover that never fixed has no time to first fix)", () => {
    const never = rover({
      verdict: {
        code: "fix_quality",
        severity: "error",
        evidence: { fixedPct: 0, floatPct: 100, invalidPct: 0, otherPct: 0, thresholdPct: 90 },
        title: "doctor.fix_quality.titleNeverFixed",
      } as FleetRover["verdict"],
    });
    expect(verdictText(never, "en").title).not.toMatch(/[{}]/);
  });

  it("show no shares for a rover listed for its refusals alone (no GGA), not 0 %", () => {
    expect(roverShares(rover({ ggaCount: 0, fixedPct: 0, floatPct: 0, singlePct: 0 }))).toEqual({
      fixedPct: null,
      floatPct: null,
      singlePct: null,
    });
    expect(roverShares(rover()).fixedPct).toBe(12.5);
  });

  it("link a rover to troubleshooting with its account and its product's sub-type", () => {
    expect(faultSearchOf(rover())).toEqual({ accountName: "rover-007", serviceSubType: "rtd_serv" });
    expect(faultSearchOf(rover({ serviceProduct: "multi_frequency_rtk" })).serviceSubType).toBe("nrtk_serv");
  });
});
