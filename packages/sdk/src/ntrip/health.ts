// Stream health of an RTCM 3 correction stream, computed from the bytes a client receives (the
// sandbox's caster monitors its own mount points with it, `fixcloud ntrip probe --health` any
// caster's): message rates declared (sourcetable format-details, NTRIP 2.0 = RTCM 10410.1 §2.3)
// against observed, observation epochs (RTCM 10403.3 §3.5.16 MSM, §3.5.2/§3.5.4 legacy
// 1001-1004/1009-1012) with their latency and interval, outages as BKG's BNC defines them, the
// station (1005/1006) against the one expected, satellites per constellation, CRC failures.
// docs/stream-health.md explains each figure, the thresholds and the decisions.
//
// Pure and incremental: no clock of its own (the caller passes receive and report times, so
// tests control time), no node: modules, and bounded state for a stream of any length (rolling
// windows of fixed size, outages of the last 24 h).
import { BitReader } from "./bits.js";
import { parseFormatDetails } from "./format-details.js";
import { type RtcmFrame, RtcmFrameReader } from "./frame.js";
import { type Ecef, fromEcef, toEcef } from "./geodesy.js";
import {
  type RtcmGnss,
  decodeMsmHeader,
  decodeStationCoordinates,
  messageName,
  msmVariant,
} from "./messages.js";

/** The station a mount point is expected to send (the station table's): id and WGS84 position. */
export interface ExpectedStation {
  /** Reference station id (DF003) the messages must carry; not checked when absent. */
  stationId?: number;
  /** Latitude, degrees. */
  lat: number;
  /** Longitude, degrees. */
  lon: number;
  /** Ellipsoidal height, m; when absent only the horizontal offset counts. */
  height?: number;
}

/** Options of a {@link StreamHealth}. */
export interface StreamHealthOptions {
  /** The mount point's sourcetable format-details as declared, e.g. `"1005(10),1077(1)"` (rates in seconds). */
  declared?: string;
  /** Epoch intervals without an observation epoch after which the stream is in an outage (BNC's N). Default {@link HEALTH_DEFAULTS.outageEpochs}. */
  outageEpochs?: number;
  /** The station the 1005/1006 messages must match. */
  expectedStation?: ExpectedStation;
  /** Distance from the expected station beyond which the station has moved, m. Default {@link HEALTH_DEFAULTS.stationToleranceM}. */
  stationToleranceM?: number;
  /** Epoch latency p95 above which the stream is degraded, ms. Default {@link HEALTH_DEFAULTS.latencyHighMs}. */
  latencyHighMs?: number;
}

/**
 * The thresholds a {@link StreamHealth} uses unless told otherwise (docs/stream-health.md).
 * `outageEpochs`: epochs (BNC's default outage threshold is a few observation intervals);
 * `stationToleranceM`: m; `latencyHighMs`: ms; `rateSlack`: an observed interval longer than
 * `declared × rateSlack` is below the declared rate; `recentMs`: how long a past outage or CRC
 * failure keeps the stream degraded, ms; `historyMs`: how long outages are kept, ms;
 * `window`: epochs in the latency and interval windows.
 */
export const HEALTH_DEFAULTS = {
  outageEpochs: 3,
  stationToleranceM: 3,
  latencyHighMs: 2000,
  rateSlack: 1.5,
  recentMs: 15 * 60_000,
  historyMs: 24 * 3600_000,
  window: 600,
} as const;

/** Largest number of outages kept (beyond the 24 h window), so a flapping stream cannot grow the state. */
const MAX_OUTAGES = 2000;
/** Arrivals kept per message type for its observed interval. */
const RATE_WINDOW = 32;
/** Frames of one type closer than this are one arrival for its observed interval, ms. */
const BURST_MS = 100;
/** Station ids kept (a network stream may send several). */
const MAX_STATION_IDS = 16;

/** A stable code of what is wrong with a stream (docs/stream-health.md lists them). */
export type StreamFinding =
  | "no_observations"
  | "outage"
  | "latency_high"
  | "rate_below_declared"
  | "declared_missing"
  | "station_moved"
  | "station_id_mismatch"
  | "crc_failures"
  | "epoch_time_mismatch";

/** The overall state: `down` in an outage or with no observations, `degraded` with any other finding. */
export type StreamState = "ok" | "degraded" | "down";

/** One message type of a {@link StreamHealthReport}. */
export interface StreamMessageHealth {
  /** Message number (DF002). */
  type: number;
  /** English name (RTCM 10403.3 table 3.5-1), e.g. "GPS MSM7". */
  name: string;
  /** Frames of this type received. */
  count: number;
  /** Mean interval between the last arrivals of this type (up to 32; frames within 100 ms are one arrival), by receive time, s; null before the second. */
  observedIntervalS: number | null;
  /** The interval the format-details declare, s; null when not declared or declared without a rate. */
  declaredIntervalS: number | null;
  /** Receive time of the last frame, epoch ms. */
  lastAt: number;
}

/** An outage: from when the next epoch was due to the epoch that ended it, wall epoch ms. */
export interface StreamOutage {
  start: number;
  /** null while it lasts. */
  end: number | null;
  durationMs: number;
}

/** What {@link StreamHealth.report} returns (CONTRACT A of the sandbox and the CLI). */
export interface StreamHealthReport {
  /** Epoch ms of the report. */
  at: number;
  /** ms since the first byte pushed (0 before). */
  sinceMs: number;
  /** Bytes pushed. */
  bytes: number;
  /** Frames whose CRC held. */
  frames: number;
  /** Candidate frames whose CRC-24Q failed (corrupted frames, or 0xD3 bytes inside other data). */
  crcFailures: number;
  /** Every message type received, sorted by type. */
  messages: StreamMessageHealth[];
  /** Types the format-details declare that have not been received, ascending. */
  missingDeclared: number[];
  epochs: {
    /** Observation epochs received. */
    count: number;
    /** The epoch interval (median of the last differences of epoch times), s; null before the second epoch. */
    intervalS: number | null;
    /** Intervals between consecutive epochs longer than 1.5 epoch intervals (epochs missing from the stream). */
    gaps: number;
    /** Epochs missing in those gaps. */
    missing: number;
    /** Observation messages whose epoch time, as UTC, differs from the rest of their epoch's (a system sent in the wrong time scale). */
    timeMismatches: number;
    /** Epoch latency (receive time of the frame closing the epoch − epoch time as UTC), ms, over the last 600 epochs. */
    latencyMs: { last: number | null; p50: number | null; p95: number | null; max: number | null };
  };
  /** Outages of the last 24 h, oldest first (wall epoch ms). */
  outages: StreamOutage[];
  station: {
    /** Station ids (DF003) seen in 1005/1006 and observation messages, ascending. */
    ids: number[];
    /** The antenna reference point of the last 1005/1006, degrees and ellipsoidal metres. */
    lat: number | null;
    lon: number | null;
    height: number | null;
    /** Distance from the expected station, m (null without one or before a 1005/1006). */
    offsetM: number | null;
    /** Position within the tolerance and id as expected; null without an expected station or before a 1005/1006. */
    consistent: boolean | null;
  };
  /** Satellites in the last epoch per constellation and observation message. */
  satellites: { gnss: RtcmGnss; messageType: number; count: number }[];
  state: StreamState;
  /** What is wrong, stable codes (docs/stream-health.md). */
  findings: StreamFinding[];
}

/** GPS time zero (1980-01-06T00:00:00Z), Unix ms. */
const GPS_ZERO = 315_964_800_000;
const WEEK_MS = 604_800_000;
const DAY_MS = 86_400_000;
/** GLONASS time is Moscow time, UTC + 3 h (RTCM 10403.3 DF034). */
const MOSCOW_MS = 3 * 3600_000;
/** BeiDou time is GPS time − 14 s (RTCM 10403.3 DF427). */
const BDT_MS = 14_000;

/** GPS − UTC, s, from the UTC instant it takes effect (IERS Bulletin C); the last entry holds until the next leap second. */
const LEAP_SECONDS: readonly (readonly [utcMs: number, seconds: number])[] = [
  [Date.UTC(2017, 0, 1), 18],
  [Date.UTC(2015, 6, 1), 17],
  [Date.UTC(2012, 6, 1), 16],
  [Date.UTC(2009, 0, 1), 15],
  [Date.UTC(2006, 0, 1), 14],
  [Date.UTC(1999, 0, 1), 13],
];

/** GPS − UTC at a UTC instant (Unix ms), s: 18 since 2017 (13 before 1999, not tracked further). */
export function gpsUtcOffsetS(utcMs: number): number {
  for (const [from, s] of LEAP_SECONDS) if (utcMs >= from) return s;
  return 13;
}

/** `base + k·period + offset` nearest to `near` (k an integer). */
function nearest(offset: number, period: number, base: number, near: number): number {
  const k = Math.round((near - base - offset) / period);
  return base + k * period + offset;
}

/**
 * The UTC instant (Unix ms) of an observation epoch as RTCM sends it, the week or day it lies in
 * resolved as the one nearest to the receive time (RTCM 10403.3: GPS, Galileo, QZSS, SBAS, NavIC
 * milliseconds of the GPS week DF004/DF248/DF428; BeiDou milliseconds of the BDT week DF427,
 * BDT = GPST − 14 s; GLONASS milliseconds of the Moscow day DF034/DF416, UTC + 3 h).
 * @param gnss The system of the message.
 * @param epochMs Milliseconds of the week (GLONASS: of the day), as {@link MsmHeader.epochMs}.
 * @param receivedAt When the message arrived, Unix ms: the epoch is taken within half a week (GLONASS: half a day) of it.
 */
export function epochToUtc(gnss: RtcmGnss, epochMs: number, receivedAt: number): number {
  if (gnss === "GLONASS") return nearest(epochMs - MOSCOW_MS, DAY_MS, 0, receivedAt);
  const leap = gpsUtcOffsetS(receivedAt) * 1000;
  const towGps = gnss === "BeiDou" ? epochMs + BDT_MS : epochMs;
  const gps = nearest(towGps, WEEK_MS, 0, receivedAt - GPS_ZERO + leap);
  const utc = gps + GPS_ZERO - leap;
  // Across a leap second the receive time's offset can be one off: take the epoch's own.
  const own = gpsUtcOffsetS(utc) * 1000;
  return own === leap ? utc : gps + GPS_ZERO - own;
}

/** The observation epoch a message belongs to: its system, time field and satellites. */
interface ObservationHead {
  gnss: RtcmGnss;
  stationId: number;
  epochMs: number;
  /** More observation messages of the same epoch follow (DF393 / DF005). */
  more: boolean;
  satellites: number;
}

/**
 * The epoch fields of an observation message: MSM1-7 (RTCM 10403.3 §3.5.16) and the legacy
 * 1001-1004 (GPS, DF004 TOW ms, DF005 sync, DF006 satellites) and 1009-1012 (GLONASS, DF034 ms
 * of the Moscow day, DF005, DF035); null for any other message or one too short.
 */
function observationHead(type: number, payload: Uint8Array): ObservationHead | null {
  try {
    if (msmVariant(type) !== null) {
      const h = decodeMsmHeader(payload);
      return {
        gnss: h.gnss,
        stationId: h.stationId,
        epochMs: h.epochMs,
        more: h.multipleMessage,
        satellites: h.satellites.length,
      };
    }
    const gps = type >= 1001 && type <= 1004;
    if (!gps && !(type >= 1009 && type <= 1012)) return null;
    const r = new BitReader(payload);
    r.skip(12);
    const stationId = r.u(12);
    const epochMs = r.u(gps ? 30 : 27);
    const more = r.u(1) === 1;
    const satellites = r.u(5);
    return { gnss: gps ? "GPS" : "GLONASS", stationId, epochMs, more, satellites };
  } catch {
    return null;
  }
}

/** A ring of the last `size` numbers. */
class Ring {
  private readonly buf: number[] = [];
  private next = 0;
  constructor(private readonly size: number) {}
  push(v: number): void {
    if (this.buf.length < this.size) this.buf.push(v);
    else this.buf[this.next] = v;
    this.next = (this.next + 1) % this.size;
  }
  get length(): number {
    return this.buf.length;
  }
  /** Oldest and newest kept. */
  ends(): [number, number] | null {
    if (!this.buf.length) return null;
    const oldest = this.buf.length < this.size ? 0 : this.next;
    return [this.buf[oldest] as number, this.buf[(this.next + this.size - 1) % this.size] as number];
  }
  sorted(): number[] {
    return [...this.buf].sort((a, b) => a - b);
  }
}

/** The q-quantile (0-1) of ascending numbers, nearest rank; null for none. */
function quantile(sorted: number[], q: number): number | null {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

/** The epoch being received: its UTC time, the receive time of its last frame, its message types. */
interface OpenEpoch {
  t: number;
  lastRx: number;
  closed: boolean;
  types: Set<number>;
}

interface TypeState {
  count: number;
  lastAt: number;
  arrivals: Ring;
}

/**
 * The health of one RTCM 3 stream, fed with the bytes as received. Pure and incremental:
 * `push` what arrives with its receive time, `report` whenever a figure is wanted (cheap: no
 * work in proportion to the stream's length). Memory stays bounded for a stream of any length.
 *
 * Outage (BKG's BNC, "Outages"): no observation epoch for more than `outageEpochs` epoch
 * intervals; it starts when the next epoch was due and ends (recovery) at the next epoch.
 * Latency of an epoch: receive time of the frame that closes it (the MSM multiple-message bit,
 * DF393, clear) minus the epoch time as UTC ({@link epochToUtc}).
 *
 * @example
 * const h = new StreamHealth({ declared: "1005(10),1077(1)" });
 * socket.on("data", (b) => h.push(b, Date.now()));
 * h.report(Date.now()).state; // "ok" | "degraded" | "down"
 */
export class StreamHealth {
  private readonly reader = new RtcmFrameReader();
  private readonly declared = new Map<number, number | null>();
  private readonly outageEpochs: number;
  private readonly expected: { stationId?: number; ecef: Ecef; hasHeight: boolean } | null;
  private readonly stationToleranceM: number;
  private readonly latencyHighMs: number;
  private readonly types = new Map<number, TypeState>();
  private firstAt: number | null = null;
  private lastCrcAt: number | null = null;
  private crcSeen = 0;
  private readonly stationIds = new Set<number>();
  private unexpectedId = false;
  private station: { ecef: Ecef; lat: number; lon: number; height: number } | null = null;
  /** The epoch being received: its UTC time and the receive time of its last frame. */
  private epoch: OpenEpoch | null = null;
  private timeMismatches = 0;
  private lastMismatchAt: number | null = null;
  /** Receive time of the last epoch's first frame (what an outage is measured from). */
  private lastEpochRx: number | null = null;
  private epochCount = 0;
  private gaps = 0;
  private missing = 0;
  private readonly intervals = new Ring(64);
  private readonly latencies = new Ring(HEALTH_DEFAULTS.window);
  private lastLatency: number | null = null;
  private readonly sats = new Map<RtcmGnss, { messageType: number; count: number; t: number }>();
  private outageList: StreamOutage[] = [];

  /** @param o Declared format-details, outage threshold and the expected station; all optional. */
  constructor(o: StreamHealthOptions = {}) {
    for (const d of o.declared ? parseFormatDetails(o.declared) : []) this.declared.set(d.type, d.intervalS);
    this.outageEpochs = o.outageEpochs ?? HEALTH_DEFAULTS.outageEpochs;
    this.stationToleranceM = o.stationToleranceM ?? HEALTH_DEFAULTS.stationToleranceM;
    this.latencyHighMs = o.latencyHighMs ?? HEALTH_DEFAULTS.latencyHighMs;
    const e = o.expectedStation;
    this.expected = e
      ? {
          ...(e.stationId !== undefined ? { stationId: e.stationId } : {}),
          ecef: toEcef(e.lat, e.lon, e.height ?? 0),
          hasHeight: e.height !== undefined,
        }
      : null;
  }

  /**
   * Feed the bytes of the stream as received (RTCM 3 frames, de-chunked; other bytes are skipped)
   * and when they arrived. Receive times should not go back; a chunk may hold any part of a frame.
   * Never throws: a corrupted frame is counted, a message too short for its fields is passed over.
   * @param bytes The raw bytes.
   * @param receivedAt Wall time of their arrival, Unix ms.
   */
  push(bytes: Uint8Array, receivedAt: number): void {
    this.firstAt ??= receivedAt;
    const frames = this.reader.push(bytes);
    if (this.reader.stats.crcFailures > this.crcSeen) {
      this.crcSeen = this.reader.stats.crcFailures;
      this.lastCrcAt = receivedAt;
    }
    for (const f of frames) this.frame(f, receivedAt);
  }

  private frame(f: RtcmFrame, rx: number): void {
    let t = this.types.get(f.type);
    if (!t) {
      t = { count: 0, lastAt: rx, arrivals: new Ring(RATE_WINDOW) };
      this.types.set(f.type, t);
    }
    // Frames of one type in one burst (an MSM split over several messages, a caster's greeting
    // of station messages) are one arrival for the rate.
    if (t.count === 0 || rx - t.lastAt >= BURST_MS) t.arrivals.push(rx);
    t.count++;
    t.lastAt = rx;
    if (f.type === 1005 || f.type === 1006) {
      try {
        const s = decodeStationCoordinates(f.payload);
        this.stationId(s.stationId);
        this.station = { ecef: s.ecef, ...fromEcef(s.ecef) };
      } catch {
        // A station message too short for its fields carries no position to check.
      }
      return;
    }
    const head = observationHead(f.type, f.payload);
    if (head) this.observation(f.type, head, rx);
  }

  private stationId(id: number): void {
    if (this.stationIds.size < MAX_STATION_IDS) this.stationIds.add(id);
    if (this.expected?.stationId !== undefined && id !== this.expected.stationId) this.unexpectedId = true;
  }

  /**
   * Epochs are grouped as RTCM sends them: the observation messages up to the one whose
   * multiple-message bit is clear (DF393 / DF005), and any message of the same time (a system
   * split over several messages of one type, or a stream that clears the bit on every
   * message). A stream that never clears it still splits where a message type repeats with
   * another time. The epoch's time is its first message's; a message of another time within
   * the epoch (a system whose epoch field is in the wrong time scale) counts as a mismatch.
   */
  private observation(type: number, head: ObservationHead, rx: number): void {
    this.stationId(head.stationId);
    const t = epochToUtc(head.gnss, head.epochMs, rx);
    const cur = this.epoch;
    if (cur && (t === cur.t || (!cur.closed && !cur.types.has(type)))) {
      cur.types.add(type);
      cur.lastRx = rx;
      if (t !== cur.t) {
        this.timeMismatches++;
        this.lastMismatchAt = rx;
      }
    } else if (cur && t <= cur.t) {
      // A message of an epoch already received (late or repeated) is neither new nor closing.
      return;
    } else {
      if (cur && !cur.closed) this.close(cur, cur.lastRx);
      this.newEpoch(type, t, rx);
    }
    const e = this.epoch as OpenEpoch;
    this.sats.set(head.gnss, { messageType: type, count: head.satellites, t: e.t });
    if (!head.more && !e.closed) this.close(e, rx);
  }

  private newEpoch(type: number, t: number, rx: number): void {
    const prev = this.epoch;
    const interval = this.intervalMs();
    if (prev) {
      const diff = t - prev.t;
      if (interval !== null && diff > interval * 1.5) {
        this.gaps++;
        this.missing += Math.round(diff / interval) - 1;
      }
      this.intervals.push(diff);
    }
    const due = interval ?? this.declaredIntervalMs(prev);
    if (this.lastEpochRx !== null && due !== null && rx - this.lastEpochRx > due * this.outageEpochs) {
      const start = this.lastEpochRx + due;
      this.addOutage({ start, end: rx, durationMs: rx - start });
    }
    this.epoch = { t, lastRx: rx, closed: false, types: new Set([type]) };
    this.lastEpochRx = rx;
  }

  private close(e: OpenEpoch, rx: number): void {
    e.closed = true;
    e.lastRx = rx;
    // Counted when complete, as RTKLIB writes an epoch: one still open at the end is not yet one.
    this.epochCount++;
    this.lastLatency = rx - e.t;
    this.latencies.push(this.lastLatency);
  }

  private addOutage(o: StreamOutage): void {
    this.outageList.push(o);
    const keepFrom = (o.end ?? o.start) - HEALTH_DEFAULTS.historyMs;
    while (
      this.outageList.length > MAX_OUTAGES ||
      (this.outageList.length && ((this.outageList[0] as StreamOutage).end ?? 0) < keepFrom)
    )
      this.outageList.shift();
  }

  /**
   * Before two epochs give the interval, the one the format-details declare for the epoch's
   * first message (`1077(1)`), ms, so an outage right after connecting is not missed; null
   * when none is declared.
   */
  private declaredIntervalMs(e: OpenEpoch | null): number | null {
    const first = e?.types.values().next().value;
    const d = first === undefined ? null : (this.declared.get(first) ?? null);
    return d !== null && d > 0 ? d * 1000 : null;
  }

  /** The epoch interval, ms: the median of the last differences of epoch times; null before two epochs. */
  private intervalMs(): number | null {
    return quantile(this.intervals.sorted(), 0.5);
  }

  /**
   * The health now: cheap (bounded by the windows, not the stream's length), callable at any
   * time, also before any byte (then `down` with `no_observations`). Never throws.
   * @param now Wall time of the report, Unix ms (an ongoing outage lasts until it).
   */
  report(now: number): StreamHealthReport {
    const findings = new Set<StreamFinding>();
    const since = this.firstAt === null ? 0 : Math.max(0, now - this.firstAt);
    const messages: StreamMessageHealth[] = [...this.types.entries()]
      .sort(([a], [b]) => a - b)
      .map(([type, s]) => {
        const ends = s.arrivals.ends();
        const observedIntervalS =
          ends && s.arrivals.length > 1 ? (ends[1] - ends[0]) / (s.arrivals.length - 1) / 1000 : null;
        const declaredIntervalS = this.declared.get(type) ?? null;
        if (
          declaredIntervalS !== null &&
          declaredIntervalS > 0 &&
          observedIntervalS !== null &&
          observedIntervalS > declaredIntervalS * HEALTH_DEFAULTS.rateSlack
        )
          findings.add("rate_below_declared");
        return {
          type,
          name: messageName(type),
          count: s.count,
          observedIntervalS,
          declaredIntervalS,
          lastAt: s.lastAt,
        };
      });
    const missingDeclared = [...this.declared.keys()].filter((t) => !this.types.has(t)).sort((a, b) => a - b);
    for (const t of missingDeclared) {
      const d = this.declared.get(t) ?? null;
      // A type declared without a rate, or not due yet, is not missing.
      if (d !== null && d > 0 && since > Math.max(2 * d * 1000, 5000)) findings.add("declared_missing");
    }

    const interval = this.intervalMs();
    const due = interval ?? this.declaredIntervalMs(this.epoch);
    const outages = this.outageList.filter((o) => (o.end as number) > now - HEALTH_DEFAULTS.historyMs);
    if (this.lastEpochRx !== null && due !== null && now - this.lastEpochRx > due * this.outageEpochs) {
      const start = this.lastEpochRx + due;
      outages.push({ start, end: null, durationMs: now - start });
    }
    const ongoing = outages.at(-1)?.end === null;
    if (ongoing || outages.some((o) => (o.end as number) > now - HEALTH_DEFAULTS.recentMs))
      findings.add("outage");
    // Before the first epoch: no observations once an outage's worth of 1 Hz epochs has passed.
    const noObservations =
      this.epochCount === 0 && (this.firstAt === null || since > 1000 * this.outageEpochs);
    if (this.epochCount === 0) findings.add("no_observations");

    const lat = this.latencies.sorted();
    const p95 = quantile(lat, 0.95);
    if (p95 !== null && p95 > this.latencyHighMs) findings.add("latency_high");
    if (this.lastCrcAt !== null && this.lastCrcAt > now - HEALTH_DEFAULTS.recentMs)
      findings.add("crc_failures");
    if (this.lastMismatchAt !== null && this.lastMismatchAt > now - HEALTH_DEFAULTS.recentMs)
      findings.add("epoch_time_mismatch");

    let offsetM: number | null = null;
    let consistent: boolean | null = null;
    if (this.expected && this.station) {
      const [x, y, z] = this.station.ecef;
      const ref = this.expected.hasHeight
        ? this.expected.ecef
        : toEcef(fromEcef(this.expected.ecef).lat, fromEcef(this.expected.ecef).lon, this.station.height);
      offsetM = Math.hypot(x - ref[0], y - ref[1], z - ref[2]);
      const moved = offsetM > this.stationToleranceM;
      if (moved) findings.add("station_moved");
      if (this.unexpectedId) findings.add("station_id_mismatch");
      consistent = !moved && !this.unexpectedId;
    } else if (this.expected && this.unexpectedId) {
      findings.add("station_id_mismatch");
      consistent = false;
    }

    const lastT = this.epoch?.t ?? 0;
    const satellites = [...this.sats.entries()]
      .filter(([, s]) => interval === null || s.t >= lastT - interval * this.outageEpochs)
      .map(([gnss, s]) => ({ gnss, messageType: s.messageType, count: s.count }))
      .sort((a, b) => a.messageType - b.messageType);

    const list = [...findings];
    const state: StreamState = ongoing || noObservations ? "down" : list.length ? "degraded" : "ok";
    return {
      at: now,
      sinceMs: since,
      bytes: this.reader.stats.bytes,
      frames: this.reader.stats.frames,
      crcFailures: this.reader.stats.crcFailures,
      messages,
      missingDeclared,
      epochs: {
        count: this.epochCount,
        intervalS: interval === null ? null : interval / 1000,
        gaps: this.gaps,
        missing: this.missing,
        timeMismatches: this.timeMismatches,
        latencyMs: { last: this.lastLatency, p50: quantile(lat, 0.5), p95, max: lat.at(-1) ?? null },
      },
      outages,
      station: {
        ids: [...this.stationIds].sort((a, b) => a - b),
        lat: this.station?.lat ?? null,
        lon: this.station?.lon ?? null,
        height: this.station?.height ?? null,
        offsetM,
        consistent,
      },
      satellites,
      state,
      findings: list,
    };
  }
}
