// The stations the verdict measures coverage against: the caster's one
// base-station table (catalogue/stations), each with the mount points of its region, so the
// page, the CLI and the caster agree on where corrections come from.
import { BASE_STATIONS, MOUNT_POINTS } from "../stations/index.js";
import type { StationRef } from "./doctor.js";

/** Every base station as the verdict reads it: id, position (degrees) and its region's mount points. */
export const FAULT_STATIONS: readonly StationRef[] = BASE_STATIONS.map((s) => ({
  id: s.id,
  lat: s.lat,
  lon: s.lon,
  mountPoints: MOUNT_POINTS.filter((m) => m.region === s.region).map((m) => m.name),
}));
