// Shapes of the stream status calls (a project addition, not in the spec): each mount point's
// health as the sandbox caster's own monitor computes it from the frames it sends
// (`StreamHealth` of `@fixcloud/sdk/ntrip`), and its outages of the last 24 hours.
// Times: `at` and the outages of `outages24h` are UTC wire times; inside `report` every time is
// epoch ms, exactly as the analyzer gives them (docs/stream-health.md).
import { z } from "zod";
import { WireTime } from "../shared/common.js";

/** Constellations of an MSM message (RTCM 10403.3 table 3.5-91 ranges). */
export const StreamGnss = z.enum(["GPS", "GLONASS", "Galileo", "SBAS", "QZSS", "BeiDou", "NavIC"]);

/** A mount point's state: `ok`, `degraded` (findings but still observations) or `down` (none). */
export const StreamState = z.enum(["ok", "degraded", "down"]);
/** Parsed shape of {@link StreamState}. */
export type StreamState = z.infer<typeof StreamState>;

/** The stable finding codes of a stream health report (labels `streamFinding.<code>`; docs/stream-health.md). */
export const StreamFindingCode = z.enum([
  "no_observations",
  "outage",
  "latency_high",
  "rate_below_declared",
  "declared_missing",
  "station_moved",
  "station_id_mismatch",
  "crc_failures",
  "epoch_time_mismatch",
]);
/** Parsed shape of {@link StreamFindingCode}. */
export type StreamFindingCode = z.infer<typeof StreamFindingCode>;

/** One message type of the stream: frames seen, mean interval (s) observed and declared, last seen (epoch ms). */
export const StreamMessageStat = z.object({
  type: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  observedIntervalS: z.number().nullable(),
  declaredIntervalS: z.number().nullable(),
  lastAt: z.number(),
});

/** An outage by BNC's definition (no observation epoch for more than N intervals): epoch ms; `end` null while it lasts. */
export const StreamOutage = z.object({
  start: z.number(),
  end: z.number().nullable(),
  durationMs: z.number(),
});

/** Ms latencies of the observation epochs (receive time minus epoch time as UTC). */
const Latency = z.object({
  last: z.number().nullable(),
  p50: z.number().nullable(),
  p95: z.number().nullable(),
  max: z.number().nullable(),
});

/**
 * One mount point's health report: the zod mirror of `StreamHealthReport`
 * (`@fixcloud/sdk/ntrip`, CONTRACT A); a compile-time check in ./contract-check.ts holds the two
 * equal. Times are epoch ms; `sinceMs` counts from the first byte.
 */
export const StreamHealthReportSchema = z.object({
  at: z.number(),
  sinceMs: z.number(),
  bytes: z.number().int(),
  frames: z.number().int(),
  crcFailures: z.number().int(),
  messages: z.array(StreamMessageStat),
  missingDeclared: z.array(z.number().int()),
  epochs: z.object({
    count: z.number().int(),
    intervalS: z.number().nullable(),
    gaps: z.number().int(),
    missing: z.number().int(),
    timeMismatches: z.number().int(),
    latencyMs: Latency,
  }),
  outages: z.array(StreamOutage),
  station: z.object({
    ids: z.array(z.number().int()),
    lat: z.number().nullable(),
    lon: z.number().nullable(),
    height: z.number().nullable(),
    offsetM: z.number().nullable(),
    consistent: z.boolean().nullable(),
  }),
  satellites: z.array(z.object({ gnss: StreamGnss, messageType: z.number().int(), count: z.number().int() })),
  state: StreamState,
  findings: z.array(StreamFindingCode),
});
/** Parsed shape of {@link StreamHealthReportSchema}. */
export type StreamHealthReportWire = z.infer<typeof StreamHealthReportSchema>;

/** An outage of the last 24 h as stored by the caster's monitor: UTC wire times, `end` null while it lasts. */
export const StreamOutageWire = z.object({
  start: WireTime,
  end: WireTime.nullable(),
  durationS: z.number(),
});
/** Parsed shape of {@link StreamOutageWire}. */
export type StreamOutageWire = z.infer<typeof StreamOutageWire>;

/** One mount point of the status: its sourcetable fields, whether it replays a capture, its state and report. */
export const StreamMountStatus = z.object({
  name: z.string(),
  format: z.string(),
  formatDetails: z.string(),
  navSystem: z.string(),
  replay: z.boolean(),
  state: StreamState,
  report: StreamHealthReportSchema,
  outages24h: z.array(StreamOutageWire),
});
/** Parsed shape of {@link StreamMountStatus}. */
export type StreamMountStatus = z.infer<typeof StreamMountStatus>;

/** `streams.streamStatus` / `streams.publicStreamStatus` answer: `at` (UTC wire time) and every mount point, in sourcetable order. */
export const StreamStatus = z.object({
  at: WireTime,
  mountPoints: z.array(StreamMountStatus),
});
/** Parsed shape of {@link StreamStatus}. */
export type StreamStatus = z.infer<typeof StreamStatus>;

/** Both calls take an empty body. */
export const StreamStatusRequest = z.object({});
/** What a caller passes for {@link StreamStatusRequest}. */
export type StreamStatusRequest = z.input<typeof StreamStatusRequest>;
