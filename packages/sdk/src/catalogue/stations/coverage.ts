// "Is this point covered?" (the service coverage page; part1 §2 Tools): the nearest
// base station, its distance and the service expected there. One rule, here, for the page, the
// CLI and the tests: RTK within the station's radius, RTD (code differential, sub-metre) within
// twice that, PPP (precise point positioning, no station needed) anywhere else.
import type { BaseStation } from "./base-stations.js";
import { type CoordinateSystem, coordinateSystemOf } from "./coordinate-systems.js";
import type { CoverageService } from "./enums.js";
import { nearestStation } from "./nearest.js";

export { type CoverageService, coverageService } from "./enums.js";

/** RTD is expected up to this many times a station's RTK radius. */
export const RTD_RADIUS_FACTOR = 2;

/** The answer of {@link coverageAt}. */
export interface Coverage {
  /** The nearest station of the whole network. */
  readonly station: BaseStation;
  /** Great-circle distance to it, km. */
  readonly distanceKm: number;
  readonly service: CoverageService;
  /** The system the station's position is shown in (CGCS2000 in China, ITRF2008 in Europe). */
  readonly coordinateSystem: CoordinateSystem;
}

/**
 * The coverage at (`lat`, `lon`), degrees: the nearest station, its distance (km) and the
 * expected service (RTK ≤ radius, RTD ≤ {@link RTD_RADIUS_FACTOR} × radius, else PPP). Throws
 * RangeError when lat is outside [-90, 90] or lon outside [-180, 180] or either is not finite.
 */
export function coverageAt(lat: number, lon: number): Coverage {
  if (!(Math.abs(lat) <= 90) || !(Math.abs(lon) <= 180))
    throw new RangeError("coverageAt: lat must be in [-90, 90] and lon in [-180, 180]");
  const { station, distanceKm } = nearestStation(lat, lon);
  const service: CoverageService =
    distanceKm <= station.radiusKm
      ? "rtk"
      : distanceKm <= RTD_RADIUS_FACTOR * station.radiusKm
        ? "rtd"
        : "ppp";
  return { station, distanceKm, service, coordinateSystem: coordinateSystemOf(station.region) };
}
