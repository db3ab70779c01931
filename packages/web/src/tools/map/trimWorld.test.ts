// The tool pages' map data trimmed to the service areas (tool-page budget): the
// countries near China and Europe keep exactly their shapes, the far ones are gone.
import { IONOSPHERE_AREAS } from "@fixcloud/sdk/lists";
import { feature } from "topojson-client";
import world from "world-atlas/countries-110m.json";
import { describe, expect, it } from "vitest";
import { trimWorld } from "./trimWorld";

type Topology = Parameters<typeof trimWorld>[0];
const full = world as unknown as Topology;
const trimmed = trimWorld(full, Object.values(IONOSPHERE_AREAS));
const shapes = (t: Topology) =>
  (feature(t as never, t.objects.countries as never) as unknown as { features: { geometry: unknown }[] })
    .features;

describe("trimWorld", () => {
  it("keeps the countries near the service areas with the same shapes, drops the far ones", () => {
    const byName = new Map(
      full.objects.countries?.geometries.map((g, i) => [(g.properties as { name: string }).name, i]),
    );
    const before = shapes(full);
    const after = shapes(trimmed);
    // Kept in order: each trimmed feature is the same geometry as its original.
    const names = ["China", "Mongolia", "Japan", "India", "France", "Norway", "Morocco", "Turkey"];
    const keptIndexes = [...byName.entries()].filter(([, i]) =>
      after.some((f) => JSON.stringify(f.geometry) === JSON.stringify(before[i]?.geometry)),
    );
    const keptNames = new Set(keptIndexes.map(([n]) => n));
    for (const n of names) expect(keptNames.has(n), n).toBe(true);
    for (const n of ["Brazil", "Australia", "Canada", "Argentina"]) expect(keptNames.has(n), n).toBe(false);
    expect(after).toHaveLength(keptIndexes.length);
    expect(trimmed.arcs.length).toBeLessThan(full.arcs.length);
  });
});
