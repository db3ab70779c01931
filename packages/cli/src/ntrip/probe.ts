// What `fixcloud ntrip probe` does on the wire (NTRIP 2.0 = RTCM 10410.1): the sourcetable
// (`GET /`), then the mount point with Basic auth and a GGA sentence, timing the first RTCM byte
// and reading frames for a while, GGA again each second. The protocol (request, answer,
// de-chunking, RTCM frames and CRC-24Q, GGA) is the SDK's `@fixcloud/sdk/ntrip`; this file only
// runs the probe's steps and measures them.
import {
  type GgaFix,
  type RtcmReaderStats,
  type SourcetableStream,
  encodeGga,
  parseSourcetable,
} from "@fixcloud/sdk/ntrip";
import { NtripNoAnswerError, type NtripConnection, ntripConnect } from "@fixcloud/sdk/ntrip/node";
import { NetworkFailure } from "../net/failure.js";

/** The probe's `User-Agent` product (sent after `NTRIP `). */
const AGENT = "fixcloud-probe/1.0";
/** How long connecting and the sourcetable may take, ms. */
const SOURCETABLE_TIMEOUT_MS = 5000;

/** Where and how to probe. */
export interface ProbeTarget {
  host: string;
  port: number;
  account: string;
  password: string;
  /** Mount point; the first of the sourcetable when absent. */
  mount: string | undefined;
  /** How long to read RTCM, ms. */
  durationMs: number;
  /** GGA sent in `Ntrip-GGA` and then each second (a network mount point picks its station from it). */
  gga: string;
  /** Called before connecting to the mount point, with its sourcetable entry (undefined when not listed). */
  onStart?: (entry: SourcetableStream | undefined) => void;
  /** Called with each piece of the body as it arrives (de-chunked) and when it arrived, epoch ms. */
  onData?: (data: Uint8Array, receivedAt: number) => void;
  /** Called when the caster has answered the mount point request: accepted (streaming) or not. */
  onAnswer?: (accepted: boolean) => void;
}

/** What the probe saw. */
export interface ProbeResult {
  sourcetable: SourcetableStream[];
  sourcetableMs: number;
  mount: string | null;
  /** The status line of the mount point request, e.g. "HTTP/1.1 200 OK", "ICY 200 OK", "HTTP/1.1 401 Unauthorized". */
  status: string;
  accepted: boolean;
  /** From connecting to the first byte of data, ms; null when none came. */
  firstByteMs: number | null;
  stats: RtcmReaderStats;
  seconds: number;
}

/**
 * Connect with the SDK's client. A caster that cannot be reached is a NetworkFailure naming it:
 * exit 5 and one sentence (net/failure.ts), as for the API's server. A caster that connects but
 * does not answer gives null.
 */
async function connectTo(o: Parameters<typeof ntripConnect>[0]): Promise<NtripConnection | null> {
  try {
    return await ntripConnect(o);
  } catch (e) {
    if (e instanceof NtripNoAnswerError || e instanceof RangeError) return null;
    throw new NetworkFailure(`${o.host}:${o.port}`, e);
  }
}

/** Read the sourcetable: its STR records up to ENDSOURCETABLE (or the close), with its time. */
export async function readSourcetable(
  host: string,
  port: number,
): Promise<{ entries: SourcetableStream[]; ms: number }> {
  const t0 = performance.now();
  let text = "";
  let ended: () => void = () => {};
  const end = new Promise<void>((r) => {
    ended = r;
  });
  const decoder = new TextDecoder();
  const conn = await connectTo({
    host,
    port,
    mount: "",
    version: 2,
    agent: AGENT,
    timeoutMs: SOURCETABLE_TIMEOUT_MS,
    onData: (d) => {
      text += decoder.decode(d, { stream: true });
      if (text.includes("ENDSOURCETABLE")) ended();
    },
  });
  if (conn) {
    const timer = setTimeout(ended, SOURCETABLE_TIMEOUT_MS);
    await Promise.race([end, conn.closed]);
    clearTimeout(timer);
    await conn.close();
  }
  return { entries: parseSourcetable(text), ms: Math.round(performance.now() - t0) };
}

/** Probe a caster: sourcetable, then the mount point with the account, GGA, RTCM for a while. */
export async function probe(t: ProbeTarget): Promise<ProbeResult> {
  const table = await readSourcetable(t.host, t.port);
  const mount = t.mount ?? table.entries[0]?.mount ?? null;
  const empty: RtcmReaderStats = {
    frames: 0,
    bytes: 0,
    frameBytes: 0,
    crcFailures: 0,
    skippedBytes: 0,
    types: {},
  };
  const base = { sourcetable: table.entries, sourcetableMs: table.ms, mount, seconds: t.durationMs / 1000 };
  if (!mount) return { ...base, stats: empty, status: "", accepted: false, firstByteMs: null };
  let firstByteMs: number | null = null;
  t.onStart?.(table.entries.find((e) => e.mount === mount));
  const t0 = performance.now();
  const conn = await connectTo({
    host: t.host,
    port: t.port,
    mount,
    version: 2,
    user: t.account,
    password: t.password,
    gga: t.gga,
    agent: AGENT,
    timeoutMs: t.durationMs + 1000,
    onData: (d, at) => {
      firstByteMs ??= Math.round(performance.now() - t0);
      t.onData?.(d, at);
    },
  });
  if (!conn) return { ...base, stats: empty, status: "", accepted: false, firstByteMs: null };
  const accepted = conn.streaming;
  t.onAnswer?.(accepted);
  if (accepted) {
    // GGA again each second: a rover keeps reporting its position (1 Hz).
    const gga = setInterval(() => conn.send(t.gga), 1000);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([conn.closed, new Promise((r) => (timer = setTimeout(r, t.durationMs)))]);
    clearTimeout(timer);
    clearInterval(gga);
  }
  await conn.close();
  return {
    ...base,
    stats: conn.reader.stats,
    status: conn.statusLine,
    accepted,
    firstByteMs: accepted ? firstByteMs : null,
  };
}

/** A GGA sentence at a position (degrees): single fix, 12 satellites, HDOP 0.9, 50 m: what the probe reports. */
export function ggaAt(lat: number, lon: number, now = Date.now()): string {
  const fix: GgaFix = { time: now, lat, lon, height: 50, quality: 1, satellites: 12, hdop: 0.9 };
  return encodeGga(fix);
}
