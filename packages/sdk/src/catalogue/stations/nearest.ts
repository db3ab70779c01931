// Which station serves a rover: great-circle distance and the nearest station of a region
// (a network mount point serves the station nearest the client's GGA; the fault
// verdict's "rover far from coverage" compares the distance with the station's radius).
import { BASE_STATIONS, type BaseStation, type StationRegion } from "./base-stations.js";
import { MOUNT_POINTS } from "./mount-points.js";

/**
 * The farthest a rover may be from the nearest station of its mount point's region and still be
 * sent that station's corrections, km (docs/ntrip-caster.md "A rover outside the network").
 * Every point of mainland China is within ~900 km of a station of the table and continental
 * Europe within ~1,300 km (Crete, Istanbul): a rover farther away is outside the region (another
 * continent, the other region's mount point, or a wrong position), and corrections from a
 * station that far are worse than none (the rover would apply them). The caster stops the
 * stream; the verdict flags it.
 */
export const MAX_STREAM_DISTANCE_KM = 1500;

/** Mean Earth radius, km (IUGG). */
const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

/** Great-circle distance between two WGS84 positions (degrees), km, by the haversine formula. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A station and how far a position is from it. */
export interface NearestStation {
  station: BaseStation;
  /** Great-circle distance from the position to the station, km. */
  distanceKm: number;
}

/**
 * The station nearest to (`lat`, `lon`) in degrees, among `region`'s stations (all when
 * omitted), with its distance in km. Pure; throws RangeError for a non-finite position.
 */
export function nearestStation(lat: number, lon: number, region?: StationRegion): NearestStation {
  if (!Number.isFinite(lat) || !Number.isFinite(lon))
    throw new RangeError("nearestStation: lat and lon must be finite");
  let best: NearestStation | undefined;
  for (const station of BASE_STATIONS) {
    if (region && station.region !== region) continue;
    const d = distanceKm(lat, lon, station.lat, station.lon);
    if (!best || d < best.distanceKm) best = { station, distanceKm: d };
  }
  // Both regions hold stations, so the loop always finds one.
  return best as NearestStation;
}

/** The station a network mount point serves before the rover has sent a position: Beijing (BJ01) for CN, Paris (PAR1) for EU. */
export function defaultStation(region: StationRegion): BaseStation {
  const id = region === "CN" ? "BJ01" : "PAR1";
  return BASE_STATIONS.find((s) => s.id === id) as BaseStation;
}

/**
 * The mount points that can serve a rover at (`lat`, `lon`), degrees: those of every region
 * with a station within {@link MAX_STREAM_DISTANCE_KM}, in sourcetable order (empty outside
 * every region). Throws RangeError for a non-finite position.
 */
export function mountPointsServing(lat: number, lon: number): string[] {
  return MOUNT_POINTS.filter(
    (m) => nearestStation(lat, lon, m.region).distanceKm <= MAX_STREAM_DISTANCE_KM,
  ).map((m) => m.name);
}
