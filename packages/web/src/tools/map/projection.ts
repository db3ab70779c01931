// The map projection of each service area: conic equal-area, centred on the area and
// fitted to the cells of the IONEX grid the ionosphere map covers (the SDK's IONOSPHERE_AREAS), so both
// tool pages show the same frame. China for zh-CN, Europe (RTCM33EU stations) for en.
import { IONOSPHERE_AREAS, IONOSPHERE_GRID } from "@fixcloud/sdk/lists";
import type { StationRegion } from "@fixcloud/sdk/stations";
import { type GeoProjection, geoConicEqualArea } from "d3-geo";

/** The SVG's drawing size in user units (the SVG scales to its container). */
export const MAP_SIZE = { width: 960, height: 640 } as const;
const PAD = 12;

// The region a language starts with is the SDK's, the same the NTRIP dialog's caster follows.
export { regionOfLanguage } from "@fixcloud/sdk/stations";

/** The fitted projection of `region`: standard parallels at a sixth and five sixths of the box. */
export function projectionOf(region: StationRegion): GeoProjection {
  // The outer cells reach half a cell past the outer nodes.
  const box = IONOSPHERE_AREAS[region];
  const south = box.south - IONOSPHERE_GRID.latStep / 2;
  const north = box.north + IONOSPHERE_GRID.latStep / 2;
  const west = box.west - IONOSPHERE_GRID.lonStep / 2;
  const east = box.east + IONOSPHERE_GRID.lonStep / 2;
  const span = north - south;
  // Points around the box (edges sampled: a conic bends parallels) to fit the frame to.
  const edge: [number, number][] = [];
  for (let i = 0; i <= 10; i++) {
    const lon = west + ((east - west) * i) / 10;
    edge.push([lon, south], [lon, north]);
  }
  return geoConicEqualArea()
    .rotate([-(west + east) / 2, 0])
    .parallels([south + span / 6, north - span / 6])
    .fitExtent(
      [
        [PAD, PAD],
        [MAP_SIZE.width - PAD, MAP_SIZE.height - PAD],
      ],
      { type: "MultiPoint", coordinates: edge },
    );
}
