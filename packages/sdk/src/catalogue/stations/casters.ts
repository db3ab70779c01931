// The NTRIP casters a customer connects to (part1 §2 Tools "NTRIP configuration"; part1 §9
// coordinate systems; part2 §9 mount-point codes): one per station region, with its domain, IPs,
// ports and the coordinate system each port serves, and its mount points. The overview's NTRIP
// dialog and the coverage page both read this table, so a region's frame is the same wherever it
// is shown: a port's number is the code of its system (8001 ITRF2008 epoch 2016.0, 8002 WGS84
// epoch 2005.0, 8003 CGCS2000 epoch 2000.0).
import type { Language } from "../session/schemas.js";
import type { StationRegion } from "./base-stations.js";
import type { CoordinateSystem } from "./coordinate-systems.js";
import { MOUNT_POINTS } from "./mount-points.js";

/** One port of a caster and the coordinate system its corrections are given in. */
export interface CasterPort {
  /** TCP port; equal to the system's code (`8001` … `8003`). */
  readonly port: number;
  /** Labels `coordinateSystem.<system>` (e.g. "ITRF2008, epoch 2016.0"). */
  readonly system: CoordinateSystem;
}

/** The NTRIP caster of a station region. */
export interface NtripCaster {
  readonly region: StationRegion;
  /** Host name a receiver is configured with. */
  readonly domain: string;
  /** The caster's addresses, for receivers that take no host name. */
  readonly ips: readonly string[];
  /**
   * The system the region's station positions are given in (`coordinateSystemOf` reads it; the
   * coverage page shows it), always one of {@link NtripCaster.ports}.
   */
  readonly system: CoordinateSystem;
  /** Ports, ascending. */
  readonly ports: readonly CasterPort[];
  /** Names of the region's mount points ({@link MOUNT_POINTS}), in their table order. */
  readonly mountPoints: readonly string[];
}

const port = (system: "8001" | "8002" | "8003"): CasterPort => ({ port: Number(system), system });
const mountPointsOf = (region: StationRegion) =>
  MOUNT_POINTS.filter((m) => m.region === region).map((m) => m.name);

/**
 * The casters by region. China: positions in CGCS2000 (8003, the national datum), the three
 * systems of part1 §9 on their ports. Europe: ITRF2008 epoch 2016.0 (8001), the spec's one
 * system that is no national datum of China, on port 8001; no other European frame (ETRS89,
 * ITRF2014) is offered, since the spec's constants name none.
 */
export const NTRIP_CASTERS: Readonly<Record<StationRegion, NtripCaster>> = Object.freeze({
  CN: {
    region: "CN",
    system: "8003",
    domain: "rtk.fixcloud.cn",
    ips: ["120.79.164.52", "47.106.213.88"],
    ports: [port("8001"), port("8002"), port("8003")],
    mountPoints: mountPointsOf("CN"),
  },
  EU: {
    region: "EU",
    system: "8001",
    domain: "eu.rtk.fixcloud.com",
    ips: ["18.185.42.117", "3.124.90.206"],
    ports: [port("8001")],
    mountPoints: mountPointsOf("EU"),
  },
});

/** The station region a console language starts with: China in Chinese, Europe in English (part1 §2). */
export function regionOfLanguage(language: Language): StationRegion {
  return language === "en" ? "EU" : "CN";
}

/** The caster shown to a console in `language` (the NTRIP dialog, part1 §2 Tools). */
export function casterOf(language: Language): NtripCaster {
  return NTRIP_CASTERS[regionOfLanguage(language)];
}
