// A raw TCP NTRIP client for `fixcloud ntrip probe` (NTRIP v2 =
// RTCM 10410.1, v1 as SNIP, RTKLIB and receivers speak it): the sourcetable (`GET /`), then a
// mount point with Basic auth and a GGA sentence, timing the first RTCM byte and reading frames
// for a while. Plain sockets (node:net): an HTTP library would hide v1's "ICY 200 OK" answer.
import { type Socket, connect } from "node:net";
import { encodeNmeaPacket } from "nmea-simple";
import { NetworkFailure } from "../net/failure.js";
import { RtcmReader, type RtcmStats } from "./rtcm.js";

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
  /** GGA sent after the request (a network mount point picks its station from it). */
  gga: string;
}

/** One sourcetable STR entry (mount point and its format fields). */
export interface SourceEntry {
  mount: string;
  identifier: string;
  format: string;
  formatDetails: string;
}

/** What the probe saw. */
export interface ProbeResult {
  sourcetable: SourceEntry[];
  sourcetableMs: number;
  mount: string | null;
  /** The status line of the mount point request, e.g. "HTTP/1.1 200 OK", "ICY 200 OK", "HTTP/1.1 401 Unauthorized". */
  status: string;
  accepted: boolean;
  firstByteMs: number | null;
  stats: RtcmStats;
  seconds: number;
}

/**
 * Open a socket, failing after `timeoutMs`. A caster that cannot be reached is a
 * NetworkFailure naming it: exit 5 and one sentence (net/failure.ts), as for the API's server.
 */
function open(host: string, port: number, timeoutMs: number): Promise<Socket> {
  const where = `${host}:${port}`;
  return new Promise((resolve, reject) => {
    const s = connect({ host, port });
    const timer = setTimeout(() => {
      s.destroy();
      reject(new NetworkFailure(where, Object.assign(new Error("timeout"), { code: "ETIMEDOUT" })));
    }, timeoutMs);
    s.once("connect", () => {
      clearTimeout(timer);
      resolve(s);
    });
    s.once("error", (e) => {
      clearTimeout(timer);
      reject(new NetworkFailure(where, e));
    });
  });
}

/** Read the sourcetable: every STR line up to ENDSOURCETABLE (or the close), with its time. */
export async function readSourcetable(
  host: string,
  port: number,
  timeoutMs = 5000,
): Promise<{ entries: SourceEntry[]; ms: number }> {
  const t0 = performance.now();
  const s = await open(host, port, timeoutMs);
  s.write(
    `GET / HTTP/1.1\r\nHost: ${host}:${port}\r\nNtrip-Version: Ntrip/2.0\r\nUser-Agent: NTRIP fixcloud-probe/1.0\r\nConnection: close\r\n\r\n`,
  );
  const text = await new Promise<string>((resolve) => {
    let data = "";
    const done = () => {
      clearTimeout(timer);
      s.destroy();
      resolve(data);
    };
    const timer = setTimeout(done, timeoutMs);
    s.on("data", (d: Buffer) => {
      data += d.toString("latin1");
      if (data.includes("ENDSOURCETABLE")) done();
    });
    s.on("end", done);
    s.on("error", done);
  });
  const entries = text
    .split(/\r?\n/)
    .filter((l) => l.startsWith("STR;"))
    .map((l) => l.split(";"))
    .map((f) => ({
      mount: f[1] ?? "",
      identifier: f[2] ?? "",
      format: f[3] ?? "",
      formatDetails: f[4] ?? "",
    }));
  return { entries, ms: Math.round(performance.now() - t0) };
}

/** Probe a caster: sourcetable, then the mount point with the account, GGA, RTCM for a while. */
export async function probe(t: ProbeTarget): Promise<ProbeResult> {
  const table = await readSourcetable(t.host, t.port);
  const mount = t.mount ?? table.entries[0]?.mount ?? null;
  const stats: RtcmStats = { frames: 0, bytes: 0, crcFailures: 0, types: {} };
  const base = {
    sourcetable: table.entries,
    sourcetableMs: table.ms,
    mount,
    stats,
    seconds: t.durationMs / 1000,
  };
  if (!mount) return { ...base, status: "", accepted: false, firstByteMs: null };
  const s = await open(t.host, t.port, 5000);
  const auth = Buffer.from(`${t.account}:${t.password}`).toString("base64");
  const t0 = performance.now();
  s.write(
    `GET /${mount} HTTP/1.1\r\nHost: ${t.host}:${t.port}\r\nNtrip-Version: Ntrip/2.0\r\nUser-Agent: NTRIP fixcloud-probe/1.0\r\nAuthorization: Basic ${auth}\r\nNtrip-GGA: ${t.gga}\r\n\r\n`,
  );
  return new Promise((resolve) => {
    const reader = new RtcmReader();
    let head: Buffer = Buffer.alloc(0);
    let status = "";
    let accepted = false;
    let firstByteMs: number | null = null;
    let ggaTimer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(timer);
      clearInterval(ggaTimer);
      s.destroy();
      resolve({ ...base, stats: reader.stats, status, accepted, firstByteMs });
    };
    const timer = setTimeout(finish, t.durationMs + 1000);
    const body = (chunk: Buffer) => {
      if (chunk.length === 0) return;
      if (firstByteMs === null) firstByteMs = Math.round(performance.now() - t0);
      reader.push(chunk);
    };
    s.on("data", (d: Buffer) => {
      if (status) return body(d);
      head = Buffer.concat([head, d]);
      const text = head.toString("latin1");
      const eol = text.indexOf("\r\n");
      if (eol < 0) return;
      status = text.slice(0, eol);
      accepted = / 200 /.test(`${status} `);
      if (!accepted) return finish();
      // v1 ("ICY 200 OK") has no header block; v2 ends its headers with a blank line.
      const end = status.startsWith("ICY") ? eol + 2 : text.indexOf("\r\n\r\n");
      if (end < 0) {
        status = "";
        return;
      }
      const skip = status.startsWith("ICY") ? end : end + 4;
      // GGA again each second: a rover keeps reporting its position (1 Hz).
      ggaTimer = setInterval(() => s.write(`${t.gga}\r\n`), 1000);
      clearTimeout(timer);
      setTimeout(finish, t.durationMs);
      body(head.subarray(Buffer.byteLength(text.slice(0, skip), "latin1")));
    });
    s.on("end", finish);
    s.on("error", finish);
  });
}

/** A GGA sentence at a position (degrees), single fix, 12 satellites: what the probe reports (nmea-simple encodes). */
export function ggaAt(lat: number, lon: number, now = new Date()): string {
  return encodeNmeaPacket(
    {
      sentenceId: "GGA",
      time: now,
      latitude: lat,
      longitude: lon,
      fixType: "fix",
      satellitesInView: 12,
      horizontalDilution: 0.9,
      altitudeMeters: 50,
      geoidalSeperation: 0,
    },
    "GP",
  );
}
