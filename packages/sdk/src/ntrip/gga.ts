// GGA, the rover's position report of NMEA 0183 ("Global Positioning System Fix Data"; NTRIP
// sends it up the stream and in `Ntrip-GGA`, RTCM 10410.1 §3.2): parsed with GPS.js (`gps`),
// checksum checked, and encoded with nmea-simple, the two libraries design.md chose. GPS.js
// reports fix quality 0 as null, so the number is mapped back explicitly.
import GPS from "gps";
import { encodeNmeaPacket } from "nmea-simple";

/** GPS.js's quality names in GGA order (1-8); null/absent is 0 (invalid). */
const PARSED_QUALITY: readonly (string | null)[] = [
  null,
  "fix",
  "dgps-fix",
  "pps-fix",
  "rtk",
  "rtk-float",
  "estimated",
  "manual",
  "simulated",
];

/** nmea-simple's fix type names, indexed by GGA quality 0-8. */
const ENCODED_QUALITY = [
  "none",
  "fix",
  "delta",
  "pps",
  "rtk",
  "frtk",
  "estimated",
  "manual",
  "simulation",
] as const;

/** A GGA sentence read: the fields a caster keeps (NMEA 0183 GGA). */
export interface GgaReading {
  ok: true;
  /** GGA quality 0-8: 0 invalid, 1 single, 2 DGPS, 4 RTK fixed, 5 RTK float, … */
  fixStatus: number;
  /** Satellites in use (0 when the field is empty). */
  satellites: number;
  /** Age of differential corrections, s; null when the field is empty. */
  diffAge: number | null;
  /** Degrees WGS84 (south and west negative); null without a position. */
  lat: number | null;
  lon: number | null;
  /** Altitude above mean sea level, m; null when absent. */
  height: number | null;
  /** The sentence as received, trimmed. */
  raw: string;
}

/** A line that starts like GGA but is not one a caster accepts, and why. */
export interface GgaRejected {
  ok: false;
  /** `checksum`: the `*hh` does not match; `malformed`: the fields do not parse or hold no possible position. */
  reason: "checksum" | "malformed";
  raw: string;
}

const finite = (v: number | null | undefined): number | null =>
  typeof v === "number" && Number.isFinite(v) ? v : null;

/**
 * Read one NMEA line as GGA (any talker: GP, GN, GL, …; NMEA 0183 GGA). Other sentences (RMC,
 * GSA, …) give null: rovers send them too and a caster ignores them. A GGA whose checksum does
 * not match, whose fields do not parse, or whose latitude/longitude lie outside ±90°/±180° is
 * rejected. Never throws.
 */
export function parseGga(line: string): GgaReading | GgaRejected | null {
  const raw = line.trim();
  if (!/^\$..GGA,/.test(raw)) return null;
  let parsed: ReturnType<typeof GPS.Parse>;
  try {
    parsed = GPS.Parse(raw);
  } catch {
    return { ok: false, reason: "malformed", raw };
  }
  if (parsed === false || parsed.type !== "GGA") return { ok: false, reason: "malformed", raw };
  if (!parsed.valid) return { ok: false, reason: "checksum", raw };
  // A checksummed sentence can still carry a position no rover has (lat 95, "abc").
  const bad = (v: number | null, max: number) => v !== null && !(Math.abs(v) <= max);
  if (bad(parsed.lat, 90) || bad(parsed.lon, 180)) return { ok: false, reason: "malformed", raw };
  return {
    ok: true,
    fixStatus: Math.max(0, PARSED_QUALITY.indexOf(parsed.quality)),
    satellites: Number.isFinite(parsed.satellites) ? (parsed.satellites as number) : 0,
    diffAge: finite(parsed.age),
    lat: parsed.lat,
    lon: parsed.lon,
    height: finite(parsed.alt),
    raw,
  };
}

/** A rover's state at one instant, as GGA reports it. */
export interface GgaFix {
  /** UTC instant, epoch ms (GGA carries the time of day only). */
  time: number;
  /** Degrees WGS84 (south and west negative). */
  lat: number;
  lon: number;
  /** Altitude above mean sea level, m. */
  height: number;
  /** GGA quality 0-8. */
  quality: number;
  /** Satellites in use. */
  satellites: number;
  /** Horizontal dilution of precision; default 0.7 from quality 4 (RTK fixed) up, else 1.2. */
  hdop?: number;
  /** Age of the corrections, s (the field is empty when undefined). */
  diffAge?: number;
  /** Reference station id of the corrections (with `diffAge`). */
  stationId?: number;
}

/** One `$GPGGA` sentence with its checksum, without the line end (NMEA 0183 GGA). Never throws. */
export function encodeGga(f: GgaFix): string {
  return encodeNmeaPacket(
    {
      sentenceId: "GGA" as const,
      time: new Date(f.time),
      latitude: f.lat,
      longitude: f.lon,
      fixType: ENCODED_QUALITY[f.quality] ?? "none",
      satellitesInView: f.satellites,
      horizontalDilution: f.hdop ?? (f.quality >= 4 ? 0.7 : 1.2),
      altitudeMeters: f.height,
      geoidalSeperation: 0,
      ...(f.diffAge === undefined
        ? {}
        : { differentialAge: f.diffAge, differentialRefStn: String(f.stationId ?? 0).padStart(4, "0") }),
    },
    "GP",
  );
}
