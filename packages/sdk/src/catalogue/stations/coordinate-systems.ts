// The coordinate systems of the NTRIP service (part1 §9: 8001 ITRF2008 epoch 2016.0, 8002 WGS84
// epoch 2005.0 and its current-epoch variant, 8003 CGCS2000 epoch 2000.0; part2 §9 dictionary
// codes NTRIP_8001-8003) and the one each station region's positions are given in,
// which the caster table (casters.ts) holds.
import { defineEnum } from "../shared/enum.js";
import type { StationRegion } from "./base-stations.js";
import { NTRIP_CASTERS } from "./casters.js";

/**
 * Coordinate systems by port (part1 §9). `8002c` is WGS84 at the current epoch (the spec's
 * "current-epoch variant", no port of its own). Labels `coordinateSystem.<value>`.
 */
export const coordinateSystem = defineEnum("coordinateSystem", "part1 §9", ["8001", "8002", "8002c", "8003"]);

/** A value of {@link coordinateSystem}. */
export type CoordinateSystem = "8001" | "8002" | "8002c" | "8003";

/** The dictionary code of a coordinate system (part2 §9), e.g. `NTRIP_8003`. */
export function coordinateSystemCode(system: CoordinateSystem): string {
  return `NTRIP_${system.slice(0, 4)}`;
}

/**
 * The system station positions of a region are shown in, from the caster table (casters.ts) the
 * NTRIP dialog also reads: CGCS2000 (8003) in China, where it is the national datum; ITRF2008
 * epoch 2016.0 (8001) in Europe. Station coordinates in the table are the same numbers in both
 * (the frames differ by centimetres, far below the map's scale).
 */
export function coordinateSystemOf(region: StationRegion): CoordinateSystem {
  return NTRIP_CASTERS[region].system;
}
