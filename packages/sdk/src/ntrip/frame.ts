// RTCM 3 transport framing (RTCM 10403.3 §4 "transport layer"): preamble 0xD3, 6 reserved bits,
// a 10-bit payload length, the payload (its first 12 bits are the message number, DF002), and a
// CRC-24Q over everything before it. The encoder frames the sandbox caster's messages; the
// reader splits any byte stream (a caster's, a file's) back into frames.

/** The frame preamble (RTCM 10403.3 §4). */
export const RTCM_PREAMBLE = 0xd3;
/** Largest payload a frame carries, bytes (the 10-bit length, RTCM 10403.3 §4). */
export const RTCM_MAX_PAYLOAD = 1023;
/** Bytes a frame adds around its payload: 3 of header, 3 of CRC. */
const OVERHEAD = 6;

const CRC_TABLE = (() => {
  const t = new Int32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i << 16;
    for (let j = 0; j < 8; j++) {
      c <<= 1;
      if (c & 0x1000000) c ^= 0x1864cfb;
    }
    t[i] = c & 0xffffff;
  }
  return t;
})();

/**
 * CRC-24Q (Qualcomm; polynomial 0x1864CFB, initial value 0, no reflection, RTCM 10403.3 §4) of
 * `bytes[start, end)`, as a 24-bit number.
 */
export function crc24q(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0;
  for (let i = start; i < end; i++)
    crc = ((crc << 8) & 0xffffff) ^ (CRC_TABLE[((crc >> 16) ^ (bytes[i] as number)) & 0xff] as number);
  return crc;
}

/** The message number (DF002, the first 12 bits) of a payload; 0 for a payload shorter than 2 bytes. */
export function messageNumber(payload: Uint8Array): number {
  return payload.length >= 2 ? ((payload[0] as number) << 4) | ((payload[1] as number) >> 4) : 0;
}

/**
 * Frame a message payload: preamble, length, payload, CRC-24Q (RTCM 10403.3 §4).
 * Throws RangeError when the payload exceeds {@link RTCM_MAX_PAYLOAD} bytes.
 */
export function encodeFrame(payload: Uint8Array): Uint8Array {
  if (payload.length > RTCM_MAX_PAYLOAD)
    throw new RangeError(`RTCM payload of ${payload.length} bytes exceeds ${RTCM_MAX_PAYLOAD}`);
  const out = new Uint8Array(payload.length + OVERHEAD);
  out[0] = RTCM_PREAMBLE;
  out[1] = (payload.length >> 8) & 0x03;
  out[2] = payload.length & 0xff;
  out.set(payload, 3);
  const crc = crc24q(out, 0, payload.length + 3);
  out[payload.length + 3] = crc >> 16;
  out[payload.length + 4] = (crc >> 8) & 0xff;
  out[payload.length + 5] = crc & 0xff;
  return out;
}

/** One frame read from a stream. */
export interface RtcmFrame {
  /** Message number (DF002); 0 for a frame with a payload shorter than 2 bytes. */
  type: number;
  /** The payload (a copy: it outlives the reader's buffer). */
  payload: Uint8Array;
  /** Where the frame's preamble is in the stream, bytes from the first byte pushed. */
  offset: number;
}

/** What an {@link RtcmFrameReader} has seen. Always `bytes = frameBytes + skippedBytes + pending`. */
export interface RtcmReaderStats {
  /** Frames whose CRC held. */
  frames: number;
  /** Bytes pushed. */
  bytes: number;
  /** Bytes of those frames, header and CRC included. */
  frameBytes: number;
  /**
   * Candidate frames whose CRC-24Q did not match: a corrupted frame, or a 0xD3 byte inside other
   * data (another protocol, the tail of a frame the stream started in).
   */
  crcFailures: number;
  /** Bytes that belong to no frame (between frames, or the preamble of a failed candidate). */
  skippedBytes: number;
  /** Frames per message number, e.g. `{ 1005: 10, 1074: 10 }`. */
  types: Record<number, number>;
}

/**
 * Splits an RTCM 3 byte stream, pushed in pieces of any size, into frames (RTCM 10403.3 §4).
 * Bytes before a preamble are skipped; a candidate whose CRC fails is counted and the search
 * resumes at the byte after its preamble, so a frame hidden behind a false preamble is still
 * found. Never throws.
 */
export class RtcmFrameReader {
  /** Counts so far. */
  readonly stats: RtcmReaderStats = {
    frames: 0,
    bytes: 0,
    frameBytes: 0,
    crcFailures: 0,
    skippedBytes: 0,
    types: {},
  };
  private pending: Uint8Array = new Uint8Array(0);
  /** Stream offset of `pending[0]`. */
  private base = 0;

  /** Bytes kept for the next push: the start of a frame not complete yet. */
  get pendingBytes(): number {
    return this.pending.length;
  }

  /** Feed bytes; returns the whole frames they complete, in stream order. */
  push(chunk: Uint8Array): RtcmFrame[] {
    this.stats.bytes += chunk.length;
    let b = chunk;
    if (this.pending.length) {
      b = new Uint8Array(this.pending.length + chunk.length);
      b.set(this.pending);
      b.set(chunk, this.pending.length);
    }
    const out: RtcmFrame[] = [];
    let i = 0;
    while (i < b.length) {
      if (b[i] !== RTCM_PREAMBLE) {
        i++;
        this.stats.skippedBytes++;
        continue;
      }
      if (i + 3 > b.length) break;
      const len = (((b[i + 1] as number) & 0x03) << 8) | (b[i + 2] as number);
      if (i + len + OVERHEAD > b.length) break;
      const crc =
        ((b[i + len + 3] as number) << 16) | ((b[i + len + 4] as number) << 8) | (b[i + len + 5] as number);
      if (crc24q(b, i, i + len + 3) !== crc) {
        this.stats.crcFailures++;
        this.stats.skippedBytes++;
        i++;
        continue;
      }
      const payload = b.slice(i + 3, i + 3 + len);
      const type = messageNumber(payload);
      out.push({ type, payload, offset: this.base + i });
      this.stats.frames++;
      this.stats.frameBytes += len + OVERHEAD;
      this.stats.types[type] = (this.stats.types[type] ?? 0) + 1;
      i += len + OVERHEAD;
    }
    this.base += i;
    this.pending = b.slice(i);
    return out;
  }
}
