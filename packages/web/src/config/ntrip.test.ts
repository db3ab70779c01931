// One station table for the NTRIP dialog and the coverage page (part1 §2 Tools; part1 §9
// coordinate systems): the dialog's caster and the page's coordinate system come from the SDK's
// NTRIP_CASTERS, and every frame either shows is one of the spec's constants, Europe included.
import { toolsLabels } from "@fixcloud/sdk/lists";
import {
  BASE_STATIONS,
  NTRIP_CASTERS,
  type StationRegion,
  coordinateSystemOf,
  coverageAt,
} from "@fixcloud/sdk/stations";
import { describe, expect, it } from "vitest";
import enOverview from "../i18n/locales/en/overview.json";
import enTools from "../i18n/locales/en/tools.json";
import zhOverview from "../i18n/locales/zh-CN/overview.json";
import zhTools from "../i18n/locales/zh-CN/tools.json";
import { regionOfLanguage } from "../tools/map/projection";
import { ntripConfigOf } from "./ntrip";

// part1 §9 "Coordinate systems: 8001 ITRF2008 epoch 2016.0; 8002 WGS84 epoch 2005.0 (and a
// current-epoch variant); 8003 CGCS2000 epoch 2000.0."
const SPEC = { "8001": ["ITRF2008", "2016.0"], "8002": ["WGS84", "2005.0"], "8003": ["CGCS2000", "2000.0"] };

describe("the NTRIP dialog and the coverage page read one caster table", () => {
  it.each(["zh-CN", "en"] as const)("in %s the dialog shows the caster of the page's region", (language) => {
    const region = regionOfLanguage(language);
    expect(ntripConfigOf(language)).toBe(NTRIP_CASTERS[region]);
  });

  it.each(["CN", "EU"] as const)("%s: the page's system is the caster's and one of its ports", (region) => {
    const caster = NTRIP_CASTERS[region as StationRegion];
    expect(coordinateSystemOf(region)).toBe(caster.system);
    expect(caster.ports.map((p) => p.system)).toContain(caster.system);
    const station = BASE_STATIONS.find((s) => s.region === region)!;
    expect(coverageAt(station.lat, station.lon).coordinateSystem).toBe(caster.system);
    expect(caster.mountPoints.length).toBeGreaterThan(0);
  });

  it("names every port's frame by the spec's constants, Europe in ITRF2008 epoch 2016.0", () => {
    for (const caster of Object.values(NTRIP_CASTERS))
      for (const { port, system } of caster.ports) {
        const [frame, epoch] = SPEC[system as keyof typeof SPEC];
        expect(port).toBe(Number(system));
        expect(toolsLabels.en[`coordinateSystem.${system}`]).toBe(`${frame}, epoch ${epoch}`);
        expect(toolsLabels["zh-CN"][`coordinateSystem.${system}`]).toBe(`${frame} 框架，历元 ${epoch}`);
      }
    expect(NTRIP_CASTERS.EU.ports).toEqual([{ port: 8001, system: "8001" }]);
    expect(NTRIP_CASTERS.EU.system).toBe("8001");
    expect(NTRIP_CASTERS.CN.system).toBe("8003");
  });

  it("leaves no frame of its own in the console's texts", () => {
    const texts = JSON.stringify([enOverview, zhOverview, enTools, zhTools]);
    expect(texts).not.toMatch(/ETRS|ITRF20(?!08)|ntrip\.coord/);
  });
});
