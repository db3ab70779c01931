// The tool pages' decisions: the ionosphere levels' thresholds and grid, the coverage
// rule (RTK within the radius, RTD within twice it, PPP beyond), coordinate systems and the
// rules of the coverage form.
import { describe, expect, it } from "vitest";
import {
  BASE_STATIONS,
  coordinateSystemCode,
  coverageAt,
  distanceKm,
} from "../src/catalogue/stations/index.js";
import {
  IONOSPHERE_GRID_PATH,
  ionosphereLevelFloor,
  ionosphereLevelOf,
  ionosphereNodeAt,
  ionosphereNodes,
} from "../src/catalogue/tools/ionosphere.js";
import { tools } from "../src/catalogue/tools/rules.js";
import { endpoints, messages, rules, translate } from "../src/index.js";

describe("ionosphere levels", () => {
  it("maps ROTI to the five levels at 0.25, 0.5, 1 and 2 TECU/min", () => {
    expect([0, 0.249, 0.25, 0.49, 0.5, 0.99, 1, 1.99, 2, 9].map(ionosphereLevelOf)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5,
    ]);
    for (const level of [1, 2, 3, 4, 5] as const)
      expect(ionosphereLevelOf(ionosphereLevelFloor(level))).toBe(level);
  });
  it("refuses a negative or non-numeric ROTI", () => {
    expect(() => ionosphereLevelOf(-0.1)).toThrow(RangeError);
    expect(() => ionosphereLevelOf(Number.NaN)).toThrow(RangeError);
  });
  it("labels every level in both languages", () => {
    expect(translate("ionosphereLevel.1", "en")).toBe("Quiet");
    expect(translate("ionosphereLevel.5", "zh-CN")).toBe("剧烈");
  });
  it("snaps a point to its 2.5° × 5° cell and covers both service areas", () => {
    expect(ionosphereNodeAt(39.9, 116.4)).toEqual({ lat: 40, lon: 115 });
    expect(ionosphereNodeAt(38.7, 118.6)).toEqual({ lat: 37.5, lon: 120 });
    expect(ionosphereNodeAt(-0.1, -2)).toEqual({ lat: 0, lon: 0 });
    const cn = ionosphereNodes("CN");
    expect(cn).toContainEqual({ lat: 40, lon: 115 });
    expect(cn).toHaveLength(15 * 13);
    expect(ionosphereNodes("EU")).toContainEqual({ lat: 50, lon: 0 });
  });
});

describe("coverageAt", () => {
  const beijing = BASE_STATIONS.find((s) => s.id === "BJ01")!;

  it("answers RTK at a station and within its radius", () => {
    const at = coverageAt(beijing.lat, beijing.lon);
    expect(at).toMatchObject({ service: "rtk", coordinateSystem: "8003" });
    expect(at.station.id).toBe("BJ01");
    expect(at.distanceKm).toBeCloseTo(0, 6);
    // 0.5° north of Beijing: ~55.6 km, inside 70 km.
    expect(coverageAt(beijing.lat + 0.5, beijing.lon)).toMatchObject({ service: "rtk" });
  });

  it("answers RTD between the radius and twice it, PPP beyond", () => {
    // Due north of Qiqihar, the northernmost station: nothing else is nearer.
    const qqh = BASE_STATIONS.find((s) => s.id === "QQH1")!;
    const north = (km: number) => coverageAt(qqh.lat + km / 111.195, qqh.lon);
    expect(north(69)).toMatchObject({ service: "rtk" });
    expect(north(71)).toMatchObject({ service: "rtd" });
    expect(north(139)).toMatchObject({ service: "rtd" });
    expect(north(141)).toMatchObject({ service: "ppp" });
    expect(north(141).station.id).toBe("QQH1");
    expect(north(100).distanceKm).toBeCloseTo(100, 0);
  });

  it("names the nearest station of the whole network and its system", () => {
    const paris = coverageAt(48.9, 2.4);
    expect(paris.station.id).toBe("PAR1");
    expect(paris.coordinateSystem).toBe("8001");
    expect(paris.distanceKm).toBeCloseTo(distanceKm(48.9, 2.4, 48.857, 2.352), 9);
    expect(coverageAt(0, -150).service).toBe("ppp");
  });

  it("refuses a position off the globe", () => {
    expect(() => coverageAt(91, 0)).toThrow(RangeError);
    expect(() => coverageAt(0, 180.5)).toThrow(RangeError);
    expect(() => coverageAt(Number.NaN, 0)).toThrow(RangeError);
  });
});

describe("coordinate systems", () => {
  it("has the part2 §9 dictionary codes and labels in both languages", () => {
    expect(["8001", "8002", "8002c", "8003"].map((s) => coordinateSystemCode(s as never))).toEqual([
      "NTRIP_8001",
      "NTRIP_8002",
      "NTRIP_8002",
      "NTRIP_8003",
    ]);
    expect(messages.en["coordinateSystem.8003"]).toBe("CGCS2000, epoch 2000.0");
    expect(messages["zh-CN"]["coordinateSystem.8001"]).toContain("ITRF2008");
  });
});

describe("tools rules", () => {
  it("takes decimal degrees within range and refuses anything else", () => {
    expect(rules.tools.lat("39.9")).toBeNull();
    expect(tools.lat(-90)).toBeNull();
    expect(tools.lat("90.01")).toBe("L000780");
    expect(tools.lat("")).toBe("L000780");
    expect(tools.lat("abc")).toBe("L000780");
    expect(tools.lon("-180")).toBeNull();
    expect(tools.lon("181")).toBe("L000781");
    expect(tools.lon(null)).toBe("L000781");
    expect(messages.en.L000781).toMatch(/longitude/);
  });
  it("takes an ionosphere time within the last 24 hours, not in the future", () => {
    const now = Date.UTC(2026, 10, 24, 7, 30);
    expect(tools.time(now, now)).toBeNull();
    expect(tools.time(Date.UTC(2026, 10, 23, 7), now)).toBeNull();
    expect(tools.time(Date.UTC(2026, 10, 23, 6, 59), now)).toBe("L000782");
    expect(tools.time(now + 60_000, now)).toBe("L000782");
  });
  it("catalogues the ionosphere call at /api/ops/ionosphere/grid", () => {
    expect(endpoints["tools.ionosphereGrid"].path).toBe("/api/ops/ionosphere/grid");
    expect(IONOSPHERE_GRID_PATH).toBe(endpoints["tools.ionosphereGrid"].path);
  });
});
