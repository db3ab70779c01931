// The base-station network and mount points: one table for the caster, the coverage
// page and the fault verdict; nearestStation by great-circle distance.
import { describe, expect, it } from "vitest";
import {
  BASE_STATIONS,
  MOUNT_POINTS,
  defaultStation,
  distanceKm,
  mountPointByName,
  nearestStation,
} from "../src/entries/stations.js";

describe("base stations", () => {
  it("30-60 stations over mainland China and about 10 over Europe, with unique ids", () => {
    const cn = BASE_STATIONS.filter((s) => s.region === "CN");
    const eu = BASE_STATIONS.filter((s) => s.region === "EU");
    expect(cn.length).toBeGreaterThanOrEqual(30);
    expect(cn.length).toBeLessThanOrEqual(60);
    expect(eu.length).toBe(10);
    expect(new Set(BASE_STATIONS.map((s) => s.id)).size).toBe(BASE_STATIONS.length);
    expect(new Set(BASE_STATIONS.map((s) => s.stationId)).size).toBe(BASE_STATIONS.length);
    for (const s of cn) {
      expect(s.lat).toBeGreaterThan(18);
      expect(s.lat).toBeLessThan(54);
      expect(s.lon).toBeGreaterThan(73);
      expect(s.lon).toBeLessThan(135);
    }
    for (const s of BASE_STATIONS) {
      expect(s.stationId).toBeLessThan(4096); // DF003 is 12 bits
      expect(s.name.zh && s.name.en).toBeTruthy();
    }
  });
});

describe("distanceKm / nearestStation", () => {
  it("great-circle distance: Beijing to Shanghai is about 1,067 km, and symmetric", () => {
    expect(distanceKm(39.904, 116.407, 31.23, 121.474)).toBeGreaterThan(1060);
    expect(distanceKm(39.904, 116.407, 31.23, 121.474)).toBeLessThan(1075);
    expect(distanceKm(31.23, 121.474, 39.904, 116.407)).toBeCloseTo(
      distanceKm(39.904, 116.407, 31.23, 121.474),
      9,
    );
    expect(distanceKm(10, 20, 10, 20)).toBe(0);
  });

  it("a rover in Pudong is served by the Shanghai station", () => {
    const n = nearestStation(31.22, 121.54);
    expect(n.station.id).toBe("SH01");
    expect(n.distanceKm).toBeLessThan(10);
  });

  it("the region limits the candidates", () => {
    // Paris is nearest to PAR1; limited to CN, the nearest Chinese station is in Xinjiang.
    expect(nearestStation(48.85, 2.35).station.id).toBe("PAR1");
    expect(nearestStation(48.85, 2.35, "CN").station.id).toBe("KS01");
    expect(nearestStation(31.22, 121.54, "EU").station.region).toBe("EU");
  });

  it("a rover far from every station is farther than the station's radius", () => {
    const n = nearestStation(38.9, 83.0, "CN");
    expect(n.distanceKm).toBeGreaterThan(n.station.radiusKm);
  });

  it("rejects a non-finite position", () => {
    expect(() => nearestStation(Number.NaN, 1)).toThrow(RangeError);
  });

  it("default stations: Beijing for CN, Paris for EU", () => {
    expect(defaultStation("CN").id).toBe("BJ01");
    expect(defaultStation("EU").id).toBe("PAR1");
  });
});

describe("mount points", () => {
  it("the spec's four CN mount points and RTCM33EU, RTCM 3.3, network", () => {
    expect(MOUNT_POINTS.map((m) => m.name)).toEqual([
      "RTCM33GRC",
      "RTCM33GRCE",
      "RTCM33GRCEPRO",
      "RTCM33GRCEJ",
      "RTCM33EU",
    ]);
    for (const m of MOUNT_POINTS) {
      expect(m.format).toBe("RTCM 3.3");
      expect(m.network).toBe(true);
    }
    expect(mountPointByName("RTCM33GRCEJ")?.systems).toEqual(["G", "R", "C", "E", "J"]);
    expect(mountPointByName("RTCM33GRCEJ")?.navSystem).toBe("GPS+GLO+BDS+GAL+QZS");
    expect(mountPointByName("rtcm33grc")).toBeUndefined();
    expect(mountPointByName("RTCM33EU")?.region).toBe("EU");
  });
});
