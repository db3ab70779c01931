// REQUEST: replace this file's list with the caster helper's `BASE_STATIONS` (packages/sdk/src/
// catalogue/stations/) mapped to StationRef, once both branches are merged: `export const
// FAULT_STATIONS = BASE_STATIONS.map((s) => ({ id: s.id, lat: s.lat, lon: s.lon, mountPoints: … }))`.
// Until then, a small stopgap table of base stations (positions spread over China, one in Europe
// for RTCM33EU) so the console and the CLI can run the verdict (issue 11 "The verdict").
import type { StationRef } from "./doctor.js";

const CN = ["RTCM33GRC", "RTCM33GRCE", "RTCM33GRCEPRO", "RTCM33GRCEJ"];

/** The stations the verdict measures coverage against (stopgap; see the REQUEST above). */
export const FAULT_STATIONS: readonly StationRef[] = [
  { id: "BJFS", lat: 39.6086, lon: 115.8925, mountPoints: CN },
  { id: "SHAO", lat: 31.0996, lon: 121.2004, mountPoints: CN },
  { id: "GUAN", lat: 23.1291, lon: 113.2644, mountPoints: CN },
  { id: "CHDU", lat: 30.5728, lon: 104.0668, mountPoints: CN },
  { id: "WUHN", lat: 30.5318, lon: 114.3573, mountPoints: CN },
  { id: "XIAN", lat: 34.3416, lon: 108.9398, mountPoints: CN },
  { id: "URUM", lat: 43.808, lon: 87.6005, mountPoints: CN },
  { id: "WTZR", lat: 49.1442, lon: 12.8789, mountPoints: ["RTCM33EU"] },
];
