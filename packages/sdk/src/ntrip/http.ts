// The NTRIP messages around the data (NTRIP 2.0 = RTCM 10410.1 §2-3; NTRIP 1.0 as casters and
// receivers still speak it): the client's request (`GET /MOUNT`, `Ntrip-Version: Ntrip/2.0`,
// Basic auth, `Ntrip-GGA`), the caster's answer head (`ICY 200 OK`, `HTTP/1.1 200 OK`,
// `SOURCETABLE 200 OK`, refusals with their reason phrase), HTTP chunked transfer coding of
// NTRIP 2.0 data (RFC 9112 §7.1) and the sourcetable's STR records (RTCM 10410.1 §2.3).
// Plain strings and bytes: no node: module, so browsers can use it too.

/** Largest request or answer head read, bytes (RTCM 10410.1 sets none; anything longer is not NTRIP). */
export const NTRIP_MAX_HEAD_BYTES = 8192;

const utf8 = new TextEncoder();

/** The value of a Basic `Authorization` header (RFC 7617): base64 of `user:password` in UTF-8. */
export function basicAuth(user: string, password: string): string {
  let binary = "";
  for (const b of utf8.encode(`${user}:${password}`)) binary += String.fromCharCode(b);
  return `Basic ${btoa(binary)}`;
}

const control = (c: string): boolean => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

/**
 * Whether `mount` can go into a request line as it is: no space and no control character (they
 * would end the path or split the request; RTCM 10410.1 §3.2). "" (the sourcetable) is valid.
 */
export function validMountPoint(mount: string): boolean {
  return ![...mount].some((c) => c === " " || control(c));
}

/** What a client asks a caster for. */
export interface NtripRequestOptions {
  /** Caster host and port, for the `Host` header. */
  host: string;
  port: number;
  /** Mount point; "" asks for the sourcetable. */
  mount: string;
  /** 1 (default, what every receiver speaks): NTRIP 1.0, `HTTP/1.0` without a version header; 2: NTRIP 2.0. */
  version?: 1 | 2;
  /** Account for Basic auth; no `Authorization` header when undefined. */
  user?: string;
  password?: string;
  /** NTRIP 2.0: a GGA sentence for the `Ntrip-GGA` header (a network mount point picks its station from it). */
  gga?: string;
  /** The product after `NTRIP ` in `User-Agent` (RTCM 10410.1 requires the prefix), e.g. "fixcloud-probe/1.0". */
  agent?: string;
}

/**
 * The request head a rover sends (RTCM 10410.1 §3.2; NTRIP 1.0 as `HTTP/1.0` without
 * `Ntrip-Version`), ending with the blank line. Throws RangeError when the mount point, the
 * host or the GGA holds a control character or a space (they would split the request).
 */
export function ntripRequest(o: NtripRequestOptions): string {
  const version = o.version ?? 1;
  if (!validMountPoint(o.mount))
    throw new RangeError("NTRIP request: the mount point holds a space or control character");
  if (!validMountPoint(o.host))
    throw new RangeError("NTRIP request: the host holds a space or control character");
  if ([...(o.gga ?? "")].some(control))
    throw new RangeError("NTRIP request: the GGA holds a control character");
  const lines = [
    `GET /${o.mount} HTTP/1.${version === 2 ? 1 : 0}`,
    `Host: ${o.host}:${o.port}`,
    `User-Agent: NTRIP ${o.agent ?? "fixcloud/1.0"}`,
  ];
  if (version === 2) lines.push("Ntrip-Version: Ntrip/2.0", "Connection: close");
  if (o.user !== undefined) lines.push(`Authorization: ${basicAuth(o.user, o.password ?? "")}`);
  if (version === 2 && o.gga) lines.push(`Ntrip-GGA: ${o.gga}`);
  return `${lines.join("\r\n")}\r\n\r\n`;
}

/** A request head as a caster reads it. */
export interface NtripRequest {
  method: string;
  /** The path without its leading slash, percent-decoded ("" for the sourcetable). */
  mount: string;
  /** 2 when `Ntrip-Version: Ntrip/2.x` is sent, else 1. */
  version: 1 | 2;
  /** Header values by lower-case name. */
  headers: Map<string, string>;
  /** Basic credentials, when given and well-formed. */
  credentials: { user: string; password: string } | null;
}

/** Why a request head is not an NTRIP request (the text of the caster's 400 answer). */
export interface BadNtripRequest {
  bad: string;
}

function headerMap(lines: readonly string[]): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of lines) {
    const i = line.indexOf(":");
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return headers;
}

function credentialsOf(value: string | undefined): { user: string; password: string } | null {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(value ?? "");
  if (!m) return null;
  let text: string;
  try {
    text = new TextDecoder().decode(Uint8Array.from(atob(m[1] as string), (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
  const i = text.indexOf(":");
  return i < 0 ? null : { user: text.slice(0, i), password: text.slice(i + 1) };
}

/**
 * Read a request head (the text before the blank line; RTCM 10410.1 §3.2). Never throws: a head
 * that is not an HTTP/RTSP request line, or whose path is not valid percent-encoding, gives a
 * {@link BadNtripRequest}.
 */
export function parseNtripRequest(head: string): NtripRequest | BadNtripRequest {
  const lines = head.split(/\r?\n/);
  const m = /^(\S+) (\S+) (HTTP\/1\.[01]|RTSP\/1\.0)$/.exec(lines[0]?.trim() ?? "");
  if (!m) return { bad: "not an NTRIP request" };
  const headers = headerMap(lines.slice(1));
  const path = (m[2] as string).split("?")[0] as string;
  let mount: string;
  try {
    mount = decodeURIComponent(path.replace(/^\/+/, ""));
  } catch {
    return { bad: "the mount point is not valid percent-encoding" };
  }
  return {
    method: m[1] as string,
    mount,
    version: /ntrip\/2/i.test(headers.get("ntrip-version") ?? "") ? 2 : 1,
    headers,
    credentials: credentialsOf(headers.get("authorization")),
  };
}

/** A caster's answer head. */
export interface NtripResponse {
  /** The first line, e.g. "ICY 200 OK", "HTTP/1.1 401 Unauthorized", "SOURCETABLE 200 OK". */
  statusLine: string;
  /** The status code: 200 for `ICY 200 OK` and `SOURCETABLE 200 OK`; 0 when the line is not a status line. */
  status: number;
  /** The reason phrase after the code ("OK", "Unauthorized"); "" when none. */
  reason: string;
  /** 1 for the NTRIP 1.0 answers (`ICY`, `SOURCETABLE`, `HTTP/1.0`), 2 for `HTTP/1.1`. */
  version: 1 | 2;
  /** Header values by lower-case name (none for `ICY 200 OK`). */
  headers: Map<string, string>;
  /** The answer is the sourcetable (`SOURCETABLE 200 OK` or `Content-Type: gnss/sourcetable`). */
  sourcetable: boolean;
  /** The body is in chunked transfer coding (`Transfer-Encoding: chunked`). */
  chunked: boolean;
  /** Bytes of the head, up to where the body starts. */
  headBytes: number;
}

const latin1 = (bytes: Uint8Array, end: number): string => {
  let s = "";
  for (let i = 0; i < end; i++) s += String.fromCharCode(bytes[i] as number);
  return s;
};

function indexOfCrlf(bytes: Uint8Array, from: number, double: boolean): number {
  for (let i = from; i + (double ? 3 : 1) < bytes.length; i++)
    if (bytes[i] === 13 && bytes[i + 1] === 10 && (!double || (bytes[i + 2] === 13 && bytes[i + 3] === 10)))
      return i;
  return -1;
}

/**
 * Read a caster's answer head from the first bytes of the connection; null while it is not
 * complete. `ICY 200 OK` (NTRIP 1.0) has no header block: the data follows its line (a blank
 * line right after it is taken as part of the head). Every other answer ends its headers with
 * a blank line. Throws RangeError when no head ends within {@link NTRIP_MAX_HEAD_BYTES}.
 */
export function parseNtripResponse(bytes: Uint8Array): NtripResponse | null {
  const eol = indexOfCrlf(bytes, 0, false);
  if (eol < 0) {
    if (bytes.length > NTRIP_MAX_HEAD_BYTES) throw new RangeError("NTRIP answer: no status line");
    return null;
  }
  const statusLine = latin1(bytes, eol);
  const m = /^(ICY|SOURCETABLE|HTTP\/1\.[01]) (\d{3})(?: (.*))?$/.exec(statusLine);
  const protocol = m?.[1] ?? "";
  const status = m ? Number(m[2]) : 0;
  const reason = m?.[3]?.trim() ?? "";
  let headBytes: number;
  let headers = new Map<string, string>();
  if (protocol === "ICY") {
    headBytes = eol + 2;
    // Some casters send "ICY 200 OK\r\n\r\n": wait for the byte that tells the two apart.
    if (bytes.length < headBytes + 2 && bytes[headBytes] === 13) return null;
    if (bytes[headBytes] === 13 && bytes[headBytes + 1] === 10) headBytes += 2;
  } else {
    const end = indexOfCrlf(bytes, 0, true);
    if (end < 0) {
      if (bytes.length > NTRIP_MAX_HEAD_BYTES) throw new RangeError("NTRIP answer: head too long");
      return null;
    }
    headers = headerMap(latin1(bytes, end).split("\r\n").slice(1));
    headBytes = end + 4;
  }
  return {
    statusLine,
    status,
    reason,
    version: protocol === "HTTP/1.1" ? 2 : 1,
    headers,
    sourcetable: protocol === "SOURCETABLE" || headers.get("content-type") === "gnss/sourcetable",
    chunked: /chunked/i.test(headers.get("transfer-encoding") ?? ""),
    headBytes,
  };
}

/** One chunk of chunked transfer coding (RFC 9112 §7.1): hex size, CRLF, the data, CRLF. */
export function encodeChunk(data: Uint8Array): Uint8Array {
  const size = utf8.encode(`${data.length.toString(16).toUpperCase()}\r\n`);
  const out = new Uint8Array(size.length + data.length + 2);
  out.set(size);
  out.set(data, size.length);
  out[out.length - 2] = 13;
  out[out.length - 1] = 10;
  return out;
}

/** Longest chunk-size line accepted (size, extensions, CRLF), bytes. */
const MAX_SIZE_LINE = 1024;

/**
 * Undoes chunked transfer coding (RFC 9112 §7.1) incrementally: push the body's bytes split
 * anywhere, get the data back in order. Chunk extensions (`;name=value`) and trailers are
 * ignored. A malformed size line or a chunk not followed by CRLF stops the decoder: the push
 * returns the data before the fault and {@link ChunkedDecoder.error} says what was wrong; later
 * pushes return nothing. Never throws.
 */
export class ChunkedDecoder {
  /** Why the body is not valid chunked coding, or null. */
  error: string | null = null;
  /** The last chunk (size 0) was read. */
  done = false;
  private state: "size" | "ext" | "lf" | "data" | "cr" | "crlf" | "trailer" = "size";
  private size = 0;
  private sizeDigits = 0;
  private lineBytes = 0;
  private left = 0;
  /** Trailer section: characters on the current trailer line. */
  private trailerLine = 0;

  /** Decode the next bytes of the body; returns the data they carry (views into `bytes`). */
  push(bytes: Uint8Array): Uint8Array[] {
    const out: Uint8Array[] = [];
    let i = 0;
    while (i < bytes.length && this.error === null && !this.done) {
      const b = bytes[i] as number;
      switch (this.state) {
        case "size": {
          const digit = hexValue(b);
          if (digit >= 0) {
            this.size = this.size * 16 + digit;
            if (++this.sizeDigits > 8) return this.fail(out, "chunk size too large");
          } else if (this.sizeDigits > 0 && (b === 0x3b || b === 0x20 || b === 0x09)) this.state = "ext";
          else if (this.sizeDigits > 0 && b === 13) this.state = "lf";
          else return this.fail(out, `invalid chunk size byte 0x${b.toString(16).padStart(2, "0")}`);
          if (++this.lineBytes > MAX_SIZE_LINE) return this.fail(out, "chunk size line too long");
          i++;
          break;
        }
        case "ext":
          if (b === 13) this.state = "lf";
          else if (b === 10 || ++this.lineBytes > MAX_SIZE_LINE)
            return this.fail(out, "invalid chunk extension");
          i++;
          break;
        case "lf":
          if (b !== 10) return this.fail(out, "chunk size line not ended by CRLF");
          i++;
          if (this.size === 0) {
            this.state = "trailer";
            this.trailerLine = 0;
          } else {
            this.left = this.size;
            this.state = "data";
          }
          break;
        case "data": {
          const n = Math.min(this.left, bytes.length - i);
          out.push(bytes.subarray(i, i + n));
          this.left -= n;
          i += n;
          if (this.left === 0) this.state = "cr";
          break;
        }
        case "cr":
          if (b !== 13) return this.fail(out, "chunk data not followed by CRLF");
          this.state = "crlf";
          i++;
          break;
        case "crlf":
          if (b !== 10) return this.fail(out, "chunk data not followed by CRLF");
          this.state = "size";
          this.size = 0;
          this.sizeDigits = 0;
          this.lineBytes = 0;
          i++;
          break;
        case "trailer":
          // Trailer lines until an empty one; their content is not used.
          if (b === 10) {
            if (this.trailerLine === 0) this.done = true;
            this.trailerLine = 0;
          } else if (b !== 13) this.trailerLine++;
          i++;
          break;
      }
    }
    return out;
  }

  private fail(out: Uint8Array[], why: string): Uint8Array[] {
    this.error = why;
    return out;
  }
}

function hexValue(b: number): number {
  if (b >= 0x30 && b <= 0x39) return b - 0x30;
  if (b >= 0x41 && b <= 0x46) return b - 0x37;
  if (b >= 0x61 && b <= 0x66) return b - 0x57;
  return -1;
}

/** One mount point of a sourcetable (an STR record, RTCM 10410.1 §2.3 table 3). */
export interface SourcetableStream {
  mount: string;
  identifier: string;
  /** Format, e.g. "RTCM 3.3". */
  format: string;
  /** Messages and their rates, e.g. "1005(10),1074(1)". */
  formatDetails: string;
}

/** The STR records of a sourcetable's text (other records and the `ENDSOURCETABLE` line are left out). Never throws. */
export function parseSourcetable(text: string): SourcetableStream[] {
  return text
    .split(/\r?\n/)
    .filter((l) => l.startsWith("STR;"))
    .map((l) => l.split(";"))
    .map((f) => ({
      mount: f[1] ?? "",
      identifier: f[2] ?? "",
      format: f[3] ?? "",
      formatDetails: f[4] ?? "",
    }));
}
