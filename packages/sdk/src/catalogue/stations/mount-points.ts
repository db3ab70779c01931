// The caster's mount points (part2 §9 mount-point type codes RTCM33GRC, RTCM33GRCE,
// RTCM33GRCEPRO, RTCM33GRCEJ; RTCM33EU for the English variant) and their sourcetable
// STR fields (NTRIP 2.0, RTCM 10410.1 Annex: STR record).
import type { StationRegion } from "./base-stations.js";

/** A GNSS constellation by its RINEX letter: G GPS, R GLONASS, E Galileo, C BeiDou, J QZSS. */
export type GnssSystem = "G" | "R" | "E" | "C" | "J";

/** One mount point of the caster: what it serves and how the sourcetable describes it. */
export interface MountPoint {
  /** The mount point name (`GET /RTCM33GRC`). */
  readonly name: string;
  /** Constellations served, in MSM order. */
  readonly systems: readonly GnssSystem[];
  /** MSM variant of the observations: 4 (pseudorange, phase, CNR) or 7 (adds Doppler, finer resolution). */
  readonly msm: 4 | 7;
  /** STR format: always `RTCM 3.3`. */
  readonly format: "RTCM 3.3";
  /** STR format-details: message types with their period in seconds in brackets. */
  readonly formatDetails: string;
  /** STR carrier: 2 = L1 and L2 (dual frequency). */
  readonly carrier: 0 | 1 | 2;
  /** STR nav-system, e.g. `GPS+GLO+BDS`. */
  readonly navSystem: string;
  /** A network (virtual reference) mount point: the station nearest the rover's GGA serves it. */
  readonly network: true;
  /** Where its stations are. */
  readonly region: StationRegion;
  /** STR country code (ISO 3166 alpha-3). */
  readonly country: "CHN" | "EUR";
  /** Approximate centre of the served area, degrees (STR latitude/longitude). */
  readonly lat: number;
  readonly lon: number;
  /** STR bitrate, bits per second (an estimate). */
  readonly bitrate: number;
}

/** RTCM message numbers of the MSM4 and MSM7 observations per constellation. */
export const MSM_MESSAGE: Readonly<Record<GnssSystem, { 4: number; 7: number }>> = {
  G: { 4: 1074, 7: 1077 },
  R: { 4: 1084, 7: 1087 },
  E: { 4: 1094, 7: 1097 },
  C: { 4: 1124, 7: 1127 },
  J: { 4: 1114, 7: 1117 },
};

const NAV: Readonly<Record<GnssSystem, string>> = { G: "GPS", R: "GLO", E: "GAL", C: "BDS", J: "QZS" };

function mountPoint(
  name: string,
  systems: readonly GnssSystem[],
  msm: 4 | 7,
  region: StationRegion,
): MountPoint {
  const observations = systems.map((s) => `${MSM_MESSAGE[s][msm]}(1)`);
  const glonass = systems.includes("R") ? ["1230(5)"] : [];
  return {
    name,
    systems,
    msm,
    format: "RTCM 3.3",
    formatDetails: ["1005(5)", "1033(5)", ...observations, ...glonass].join(","),
    carrier: 2,
    navSystem: systems.map((s) => NAV[s]).join("+"),
    network: true,
    region,
    country: region === "CN" ? "CHN" : "EUR",
    lat: region === "CN" ? 35 : 50,
    lon: region === "CN" ? 105 : 10,
    bitrate: systems.length * (msm === 7 ? 2600 : 1700),
  };
}

/** Every mount point of the caster, in sourcetable order. */
export const MOUNT_POINTS: readonly MountPoint[] = Object.freeze([
  mountPoint("RTCM33GRC", ["G", "R", "C"], 4, "CN"),
  mountPoint("RTCM33GRCE", ["G", "R", "C", "E"], 4, "CN"),
  mountPoint("RTCM33GRCEPRO", ["G", "R", "C", "E"], 7, "CN"),
  mountPoint("RTCM33GRCEJ", ["G", "R", "C", "E", "J"], 4, "CN"),
  mountPoint("RTCM33EU", ["G", "R", "E", "C"], 4, "EU"),
]);

/** The mount point called `name` (exact, as NTRIP mount points are case-sensitive), or undefined. */
export function mountPointByName(name: string): MountPoint | undefined {
  return MOUNT_POINTS.find((m) => m.name === name);
}
