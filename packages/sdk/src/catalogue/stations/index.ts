// The base-station network and mount points of the NTRIP caster, as plain data for
// the light entry `@fixcloud/sdk/stations`: the caster, the coverage page and the fault verdict read the same table.
export { BASE_STATIONS, type BaseStation, type StationRegion } from "./base-stations.js";
export {
  MOUNT_POINTS,
  MSM_MESSAGE,
  mountPointByName,
  type GnssSystem,
  type MountPoint,
} from "./mount-points.js";
export {
  MAX_STREAM_DISTANCE_KM,
  defaultStation,
  distanceKm,
  mountPointsServing,
  nearestStation,
  type NearestStation,
} from "./nearest.js";
export {
  type CoordinateSystem,
  coordinateSystem,
  coordinateSystemCode,
  coordinateSystemOf,
} from "./coordinate-systems.js";
export {
  type CasterPort,
  casterOf,
  NTRIP_CASTERS,
  type NtripCaster,
  regionOfLanguage,
} from "./casters.js";
export {
  type Coverage,
  type CoverageService,
  RTD_RADIUS_FACTOR,
  coverageAt,
  coverageService,
} from "./coverage.js";
