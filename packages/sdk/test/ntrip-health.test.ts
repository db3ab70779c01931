// StreamHealth (src/ntrip/health.ts, docs/stream-health.md) on the real captures (packages/fixtures/data/rtcm/),
// each pushed frame by frame with receive times the test sets (the epoch's own time plus a fixed
// latency: no clock, no sleeps). The epochs, their interval and gaps must be what RTKLIB's
// convbin writes to a RINEX 3 observation file from the same bytes; then an injected pause
// (one outage of 10 s), a station 100 m from the expected one, corrupted bytes, declared rates,
// and the bounded history of a stream of two days.
//
// The test's own epoch arithmetic (GPS week + TOW − leap seconds) is independent of the SDK's
// (epochToUtc resolves the week from the receive time): a constant latency in the report proves
// the two agree for GPS, GLONASS (Moscow day) and BeiDou (BDT = GPST − 14 s), across a week
// rollover (the GMSD capture starts on Saturday 23:59:44 GPS time).
//
// RTKLIB keeps an epoch's time from the last MSM it decodes. The GMSD station (2012, before
// RTCM 3.2 defined BeiDou MSM) sends its BeiDou MSM with the GPS time in the BDT field, so
// RTKLIB's epochs are 14 s after the GPS ones and carry the BeiDou satellites only; the SDK keeps
// the epoch of its first message and reports the rest as `epoch_time_mismatch`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  BitWriter,
  ChunkedDecoder,
  RtcmFrameReader,
  StreamHealth,
  type StreamHealthReport,
  decodeMsmHeader,
  encodeFrame,
  fromEcef,
  toEcef,
} from "../src/ntrip/index.js";
import { CAPTURES, capture } from "./ntrip-captures.js";

const convbin = spawnSync("sh", ["-c", "command -v convbin"]).status === 0;
/** Only outside CI may a missing convbin skip the comparisons (CI installs it: scripts/ensure-tools.mjs rtklib). */
const skipRtklib = !convbin && !process.env.CI;
if (!convbin && !process.env.CI)
  console.warn(
    "ntrip-health.test.ts: convbin comparisons skipped: convbin not found (node scripts/ensure-tools.mjs rtklib)",
  );

const dir = mkdtempSync(join(tmpdir(), "fixcloud-health-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const GPS_ZERO = Date.UTC(1980, 0, 6);
const WEEK = 604_800_000;
/** The latency every epoch is given, ms. */
const LATENCY = 300;

/** When each capture was recorded (its GPS week) and GPS − UTC then, s. */
const RECORDED: Record<keyof typeof CAPTURES, { week: number; leap: number }> = {
  // NMEA RMC of the same log: 2022-02-08 08:41:59 UTC.
  ublox: { week: gpsWeek(Date.UTC(2022, 1, 8)), leap: 18 },
  // The file's name and RTKLIB's test data: 2012-10-14, the GPS week before (it starts on Saturday).
  gmsd: { week: gpsWeek(Date.UTC(2012, 9, 13)), leap: 16 },
  // Not dated: any week since the last leap second gives the same figures.
  chunked: { week: gpsWeek(Date.UTC(2024, 0, 10)), leap: 18 },
  pyrtcm: { week: gpsWeek(Date.UTC(2024, 0, 10)), leap: 18 },
};

function gpsWeek(utc: number): number {
  return Math.floor((utc - GPS_ZERO) / WEEK);
}

/** A piece of the stream and when it arrives. */
interface Piece {
  bytes: Uint8Array;
  rx: number;
  /** The UTC time of the epoch it belongs to (the test's arithmetic), ms. */
  epoch: number;
}

/**
 * The capture cut after each frame (the bytes between frames travel with the next one), each
 * piece received LATENCY ms after the time of its epoch: the GPS MSM's TOW in the capture's week
 * (a TOW going back is the next week), the frames before the first GPS MSM with the first epoch.
 */
function timeline(name: keyof typeof CAPTURES): Piece[] {
  const raw = capture(CAPTURES[name]);
  const bytes = name === "chunked" ? dechunk(raw) : raw;
  const { week, leap } = RECORDED[name];
  const frames = new RtcmFrameReader().push(bytes);
  let w = week;
  let lastTow = -1;
  const times = frames.map((f) => {
    const gpsMsm = f.type >= 1071 && f.type <= 1077;
    if (!gpsMsm && !(f.type >= 1001 && f.type <= 1004)) return null;
    const tow = gpsMsm ? decodeMsmHeader(f.payload).epochMs : towOfLegacy(f.payload);
    if (tow < lastTow) w++;
    lastTow = tow;
    return GPS_ZERO + w * WEEK + tow - leap * 1000;
  });
  let current = times.find((t) => t !== null) as number;
  let start = 0;
  return frames.map((f, i) => {
    current = times[i] ?? current;
    const end = f.offset + f.payload.length + 6;
    const piece = { bytes: bytes.subarray(start, end), rx: current + LATENCY, epoch: current };
    start = end;
    return piece;
  });
}

/** DF004 of a legacy GPS observation message (1001-1004). */
function towOfLegacy(payload: Uint8Array): number {
  let v = 0;
  for (let bit = 24; bit < 54; bit++) v = v * 2 + (((payload[bit >> 3] as number) >> (7 - (bit & 7))) & 1);
  return v;
}

function dechunk(raw: Uint8Array): Uint8Array {
  const parts = new ChunkedDecoder().push(raw);
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

function feed(h: StreamHealth, pieces: Piece[]): number {
  for (const p of pieces) h.push(p.bytes, p.rx);
  return (pieces.at(-1) as Piece).rx;
}

/** What convbin writes to RINEX 3 from these bytes: the epoch times (GPS time, ms), satellites per epoch. */
function rinexEpochs(bytes: Uint8Array, name: string, week: number): { t: number[]; sats: number[] } {
  const file = join(dir, `${name}.rtcm3`);
  const obs = join(dir, `${name}.obs`);
  writeFileSync(file, bytes);
  // -tr: the week RTKLIB resolves the TOW in (it takes the time of the run otherwise).
  const d = new Date(GPS_ZERO + week * WEEK + 3 * 86_400_000);
  const tr = `${d.getUTCFullYear()}/${d.getUTCMonth() + 1}/${d.getUTCDate()}`;
  const run = spawnSync("convbin", ["-r", "rtcm3", "-tr", tr, "12:00:00", "-v", "3.04", "-o", obs, file], {
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  const t: number[] = [];
  const sats: number[] = [];
  for (const m of readFileSync(obs, "utf8").matchAll(
    /^> (\d{4}) (\d\d) (\d\d) (\d\d) (\d\d) +(\d+\.\d+) +\d +(\d+)/gm,
  )) {
    const [y, mo, da, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
    t.push(Date.UTC(y, mo - 1, da, h, mi) + Math.round(Number(m[6]) * 1000));
    sats.push(Number(m[7]));
  }
  return { t, sats };
}

/** Count, interval (median difference, s), gaps (> 1.5 intervals) and missing epochs of epoch times. */
function epochFigures(t: number[]) {
  const d = t.slice(1).map((x, i) => x - (t[i] as number));
  const interval = [...d].sort((a, b) => a - b)[Math.ceil(d.length / 2) - 1] as number;
  const gaps = d.filter((x) => x > interval * 1.5);
  return {
    count: t.length,
    intervalS: interval / 1000,
    gaps: gaps.length,
    missing: gaps.reduce((n, x) => n + Math.round(x / interval) - 1, 0),
  };
}

function bytesOf(pieces: Piece[]): Uint8Array {
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.bytes.length, 0));
  let o = 0;
  for (const p of pieces) {
    out.set(p.bytes, o);
    o += p.bytes.length;
  }
  return out;
}

function figures(r: StreamHealthReport) {
  const { count, intervalS, gaps, missing } = r.epochs;
  return { count, intervalS, gaps, missing };
}

describe("StreamHealth on the real captures, against RTKLIB's convbin", () => {
  it.skipIf(skipRtklib)(
    "u-blox 1 Hz base: epochs, interval, gaps, satellites and epoch times as convbin's",
    () => {
      const pieces = timeline("ublox");
      const h = new StreamHealth();
      const end = feed(h, pieces);
      const r = h.report(end);
      const rinex = rinexEpochs(bytesOf(pieces), "ublox", RECORDED.ublox.week);
      expect(figures(r)).toEqual(epochFigures(rinex.t));
      expect(r.epochs).toMatchObject({ count: 158, intervalS: 1, gaps: 0, timeMismatches: 0 });
      // RINEX is in GPS time: the epochs the test timed are RTKLIB's minus 18 leap seconds.
      const ours = [...new Set(pieces.map((p) => p.epoch))];
      expect(ours).toEqual(rinex.t.map((t) => t - 18_000));
      expect(r.epochs.latencyMs).toEqual({ last: LATENCY, p50: LATENCY, p95: LATENCY, max: LATENCY });
      // The last epoch's satellites, per constellation, add up to RTKLIB's.
      expect(r.satellites).toEqual([
        { gnss: "GPS", messageType: 1077, count: 10 },
        { gnss: "GLONASS", messageType: 1087, count: 7 },
        { gnss: "Galileo", messageType: 1097, count: 5 },
        { gnss: "BeiDou", messageType: 1127, count: 10 },
      ]);
      expect(r.satellites.reduce((n, s) => n + s.count, 0)).toBe(rinex.sats.at(-1));
      // Every message at 1 Hz, as the epochs.
      for (const m of r.messages) expect([m.type, m.observedIntervalS]).toEqual([m.type, 1]);
      expect(r.outages).toEqual([]);
      expect(r.station.ids).toEqual([0]);
    },
  );

  it.skipIf(skipRtklib)(
    "GMSD station across a week rollover: 257 epochs at 1 s as convbin's, BeiDou in the wrong time scale",
    () => {
      const pieces = timeline("gmsd");
      const h = new StreamHealth();
      const r = h.report(feed(h, pieces));
      const rinex = rinexEpochs(bytesOf(pieces), "gmsd", RECORDED.gmsd.week);
      expect(figures(r)).toEqual(epochFigures(rinex.t));
      expect(figures(r)).toEqual({ count: 257, intervalS: 1, gaps: 0, missing: 0 });
      // RTKLIB's epochs are the BeiDou MSM's, read as BDT: 14 s after the GPS time (16 leap seconds then).
      const ours = [...new Set(pieces.map((p) => p.epoch))];
      expect(ours.map((t) => t + 16_000 + 14_000)).toEqual(rinex.t);
      expect(r.epochs.latencyMs.max).toBe(LATENCY);
      expect(r.epochs.timeMismatches).toBe(257);
      expect(r.findings).toEqual(["epoch_time_mismatch"]);
      expect(r.state).toBe("degraded");
      expect(r.satellites.map((s) => [s.gnss, s.count])).toEqual([
        ["GPS", 12],
        ["GLONASS", 6],
        ["QZSS", 1],
        ["BeiDou", rinex.sats.at(-1)],
      ]);
    },
  );

  it.skipIf(skipRtklib)("chunked NTRIP 2.0 body and the 35-message capture: epochs as convbin's", () => {
    for (const name of ["chunked", "pyrtcm"] as const) {
      const pieces = timeline(name);
      const h = new StreamHealth();
      const r = h.report(feed(h, pieces));
      const rinex = rinexEpochs(bytesOf(pieces), name, RECORDED[name].week);
      expect([name, r.epochs.count]).toEqual([name, rinex.t.length]);
      if (rinex.t.length > 1) expect(figures(r)).toEqual(epochFigures(rinex.t));
      expect(r.epochs.latencyMs.max).toBe(LATENCY);
    }
  });
});

describe("StreamHealth: outages, station, CRC, declared rates", () => {
  it("a stream paused for 10 s is one outage of 10 s, and recovers", () => {
    const pieces = timeline("ublox");
    // Everything from the 60th epoch on arrives 10 s late: the caster paused the stream.
    const epochs = [...new Set(pieces.map((p) => p.epoch))];
    const pauseAt = epochs[60] as number;
    const paused = pieces.map((p) => (p.epoch >= pauseAt ? { ...p, rx: p.rx + 10_000 } : p));
    const h = new StreamHealth();
    // During the pause the outage is ongoing, the stream down.
    feed(
      h,
      paused.filter((p) => p.epoch < pauseAt),
    );
    const during = h.report(pauseAt + LATENCY + 6_000);
    expect(during.state).toBe("down");
    expect(during.outages).toEqual([{ start: pauseAt + LATENCY, end: null, durationMs: 6_000 }]);
    feed(
      h,
      paused.filter((p) => p.epoch >= pauseAt),
    );
    const r = h.report((paused.at(-1) as Piece).rx);
    expect(r.outages).toEqual([
      { start: pauseAt + LATENCY, end: pauseAt + LATENCY + 10_000, durationMs: 10_000 },
    ]);
    // (The capture interleaves the receiver's NMEA and UBX: three 0xD3 bytes in them are false preambles.)
    expect(r.findings).toEqual(["outage", "latency_high", "crc_failures"]);
    expect(r.state).toBe("degraded");
    // Nothing was lost: the epochs are all there, without gaps.
    expect(figures(r)).toEqual({ count: 158, intervalS: 1, gaps: 0, missing: 0 });
  });

  it.skipIf(skipRtklib)("10 s of epochs missing: one gap of 10 epochs as convbin's, one outage", () => {
    const pieces = timeline("ublox");
    const epochs = [...new Set(pieces.map((p) => p.epoch))];
    const [from, to] = [epochs[60] as number, epochs[70] as number];
    const cut = pieces.filter((p) => p.epoch < from || p.epoch >= to);
    const h = new StreamHealth();
    const r = h.report(feed(h, cut));
    const rinex = rinexEpochs(bytesOf(cut), "ublox-cut", RECORDED.ublox.week);
    expect(figures(r)).toEqual(epochFigures(rinex.t));
    expect(figures(r)).toEqual({ count: 148, intervalS: 1, gaps: 1, missing: 10 });
    expect(r.outages).toEqual([{ start: from + LATENCY, end: to + LATENCY, durationMs: 10_000 }]);
  });

  it("a station 100 m from the expected one has moved; the right one is consistent", () => {
    const pieces = timeline("ublox");
    const probe = new StreamHealth();
    const end = feed(probe, pieces);
    const { lat, lon, height } = probe.report(end).station as { lat: number; lon: number; height: number };
    // 100 m north along the meridian: 100 m / (M = a(1−e²)/(1−e² sin²φ)^1.5) radians.
    const e2 = (1 / 298.257223563) * (2 - 1 / 298.257223563);
    const phi = (lat * Math.PI) / 180;
    const m = (6378137 * (1 - e2)) / (1 - e2 * Math.sin(phi) ** 2) ** 1.5;
    const moved = new StreamHealth({
      expectedStation: { stationId: 0, lat: lat + ((100 / m) * 180) / Math.PI, lon, height },
    });
    const r = moved.report(feed(moved, pieces));
    expect(r.station.offsetM).toBeCloseTo(100, 2);
    expect(r.station.consistent).toBe(false);
    expect(r.findings).toContain("station_moved");
    expect(r.state).toBe("degraded");

    const same = new StreamHealth({ expectedStation: { stationId: 0, lat, lon, height } });
    const ok = same.report(feed(same, pieces));
    expect(ok.station.offsetM).toBeLessThan(0.001);
    expect(ok.station.consistent).toBe(true);
    expect(ok.findings).not.toContain("station_moved");
    // Only the horizontal position given: the height is not held against the station.
    const flat = new StreamHealth({ expectedStation: { lat, lon } });
    expect(flat.report(feed(flat, pieces)).station.offsetM).toBeLessThan(0.001);
    // Another station id is inconsistent wherever it stands.
    const other = new StreamHealth({ expectedStation: { stationId: 7, lat, lon, height } });
    const o = other.report(feed(other, pieces));
    expect(o.station.consistent).toBe(false);
    expect(o.findings).toContain("station_id_mismatch");
    // ECEF → geodetic → ECEF within 0.1 mm.
    expect(fromEcef(toEcef(lat, lon, height)).height).toBeCloseTo(height, 4);
  });

  it("corrupted bytes are counted as CRC failures; the rest of the stream is read", () => {
    const pieces = timeline("gmsd").map((p) => ({ ...p, bytes: p.bytes.slice() }));
    // One payload byte flipped in five frames.
    for (const i of [10, 200, 400, 600, 800]) {
      const b = (pieces[i] as Piece).bytes;
      b[b.length - 10] = (b[b.length - 10] as number) ^ 0x40;
    }
    const h = new StreamHealth();
    const r = h.report(feed(h, pieces));
    // A corrupted frame may hide more false preambles in its payload: at least one failure each.
    expect(r.crcFailures).toBeGreaterThanOrEqual(5);
    expect(r.frames).toBe(1143 - 5);
    expect(r.findings).toContain("crc_failures");
    expect(r.state).toBe("degraded");
    const clean = new StreamHealth();
    const c = clean.report(feed(clean, timeline("gmsd")));
    expect([c.crcFailures, c.frames, c.findings.includes("crc_failures")]).toEqual([0, 1143, false]);
  });

  it("declared rates: each message against its format-details, the missing ones listed", () => {
    const pieces = timeline("gmsd");
    const h = new StreamHealth({ declared: "1077(1),1087(1),1019(1),1005(10),1033(10)" });
    const r = h.report(feed(h, pieces));
    const by = Object.fromEntries(r.messages.map((m) => [m.type, m]));
    expect(by[1077]).toMatchObject({ count: 257, observedIntervalS: 1, declaredIntervalS: 1 });
    expect(by[1033]).toMatchObject({ count: 28, declaredIntervalS: 10 });
    expect(by[1117]?.declaredIntervalS).toBeNull();
    // Ephemerides come as they change, far slower than the declared 1 s.
    expect(by[1019]?.observedIntervalS).toBeGreaterThan(1.5);
    expect(r.missingDeclared).toEqual([1005]);
    expect(r.findings).toEqual(expect.arrayContaining(["rate_below_declared", "declared_missing"]));
    // Observations at their declared 1 s are not slow; declared at 0.5 s they are.
    const onRate = new StreamHealth({ declared: "1077(1),1087(1),1117(1),1127(1)" });
    expect(onRate.report(feed(onRate, pieces)).findings).not.toContain("rate_below_declared");
    const fast = new StreamHealth({ declared: "1077(0.5),1087(1)" });
    expect(fast.report(feed(fast, pieces)).findings).toContain("rate_below_declared");
    // Right after connecting a type declared at 10 s is not missing yet.
    const early = new StreamHealth({ declared: "1077(1),1005(10)" });
    feed(early, pieces.slice(0, 20));
    const e = early.report((pieces[19] as Piece).rx);
    expect(e.missingDeclared).toEqual([1005]);
    expect(e.findings).not.toContain("declared_missing");
  });

  it("an outage right after the first epoch: measured on the declared interval until two epochs give one", () => {
    const pieces = timeline("ublox");
    const epochs = [...new Set(pieces.map((p) => p.epoch))];
    const first = epochs[0] as number;
    // The first epoch, then nothing for 10 s, then the rest.
    const late = pieces.map((p) => (p.epoch > first ? { ...p, rx: p.rx + 10_000 } : p));
    const declared = new StreamHealth({ declared: "1077(1)" });
    feed(
      declared,
      late.filter((p) => p.epoch === first),
    );
    expect(declared.report(first + LATENCY + 5_000).outages).toEqual([
      { start: first + LATENCY + 1_000, end: null, durationMs: 4_000 },
    ]);
    const r = declared.report(
      feed(
        declared,
        late.filter((p) => p.epoch > first),
      ),
    );
    expect(r.outages).toEqual([
      { start: first + LATENCY + 1_000, end: first + LATENCY + 11_000, durationMs: 10_000 },
    ]);
    // Nothing declared: no interval to measure it by yet.
    const bare = new StreamHealth();
    expect(bare.report(feed(bare, late)).outages).toEqual([]);
  });

  it("before any observation the stream is down with no_observations; an empty report is well formed", () => {
    const h = new StreamHealth();
    expect(h.report(1000)).toMatchObject({
      sinceMs: 0,
      bytes: 0,
      state: "down",
      findings: ["no_observations"],
    });
    const pieces = timeline("ublox");
    h.push((pieces[0] as Piece).bytes, 5000); // a 1005 only
    expect(h.report(6000)).toMatchObject({ state: "degraded", findings: ["no_observations"], frames: 1 });
    expect(h.report(9000).state).toBe("down");
  });
});

/** A GPS MSM7 header with no satellites: epoch `tow` ms, station 1. */
function emptyMsm(tow: number): Uint8Array {
  const w = new BitWriter().u(12, 1077).u(12, 1).u(30, tow).u(1, 0).u(3, 0).u(7, 0);
  w.u(2, 0).u(2, 0).u(1, 0).u(3, 0).u(32, 0).u(32, 0).u(32, 0);
  return encodeFrame(w.toBytes());
}

describe("StreamHealth over two days", () => {
  it("keeps the outages of the last 24 h only, and its windows bounded", () => {
    const start = Date.UTC(2026, 0, 4); // a Sunday: GPS week start + 18 s
    const h = new StreamHealth();
    let t = start;
    // One epoch a minute for 48 h, each hour's first 10 minutes silent: 47 outages.
    for (let minute = 0; minute < 48 * 60; minute++) {
      t = start + minute * 60_000;
      if (minute % 60 < 10 && minute >= 60) continue;
      const tow = (t - GPS_ZERO + 18_000) % WEEK;
      h.push(emptyMsm(tow), t + LATENCY);
    }
    const r = h.report(t + LATENCY);
    expect(r.epochs.intervalS).toBe(60);
    expect(r.outages.length).toBeGreaterThanOrEqual(23);
    expect(r.outages.length).toBeLessThanOrEqual(25);
    for (const o of r.outages) {
      expect(o.end as number).toBeGreaterThan(r.at - 24 * 3600_000);
      expect(o.durationMs).toBe(10 * 60_000);
    }
    expect(r.epochs.gaps).toBe(47);
    expect(r.epochs.latencyMs.p95).toBe(LATENCY);
    // The last outage ended 49 minutes ago: kept in the history, no longer degrading the stream.
    expect([r.state, r.findings]).toEqual(["ok", []]);
  });
});
