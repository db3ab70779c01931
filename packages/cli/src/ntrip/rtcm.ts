// A reader of RTCM 3 framing (RTCM 10403.3 §4: preamble 0xD3, 6 reserved bits, a 10-bit length,
// the message, CRC-24Q over header and message) for `fixcloud ntrip probe`. Reader only: it
// counts frames, message numbers (the first 12 bits of a message) and CRC failures of a byte
// stream fed in chunks; it never decodes observations.

const PREAMBLE = 0xd3;
/** Longest message of the framing (10-bit length). */
const MAX_LENGTH = 1023;

/** The CRC-24Q table (generator 0x1864CFB), built once. */
const TABLE = (() => {
  const t = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i << 16;
    for (let k = 0; k < 8; k++) c = c & 0x800000 ? ((c << 1) ^ 0x1864cfb) & 0xffffff : (c << 1) & 0xffffff;
    t[i] = c;
  }
  return t;
})();

/** CRC-24Q of `bytes` (Qualcomm CRC used by RTCM 3 and SBAS), as a 24-bit number. */
export function crc24q(bytes: Uint8Array): number {
  let crc = 0;
  for (const b of bytes) crc = ((crc << 8) & 0xffffff) ^ (TABLE[((crc >>> 16) ^ b) & 0xff] as number);
  return crc;
}

/** What a reader has seen so far. */
export interface RtcmStats {
  frames: number;
  bytes: number;
  crcFailures: number;
  /** Frames per message number, e.g. `{ 1005: 10, 1074: 10 }`. */
  types: Record<number, number>;
}

/** A streaming RTCM 3 frame reader: `push` chunks, read `stats`. Bytes between frames are skipped. */
export class RtcmReader {
  readonly stats: RtcmStats = { frames: 0, bytes: 0, crcFailures: 0, types: {} };
  private buf: Uint8Array = new Uint8Array(0);

  /** Feed a chunk of the stream. */
  push(chunk: Uint8Array): void {
    this.stats.bytes += chunk.length;
    const joined = new Uint8Array(this.buf.length + chunk.length);
    joined.set(this.buf);
    joined.set(chunk, this.buf.length);
    let i = 0;
    while (i < joined.length) {
      if (joined[i] !== PREAMBLE) {
        i++;
        continue;
      }
      if (joined.length - i < 3) break;
      const length = (((joined[i + 1] as number) & 0x03) << 8) | (joined[i + 2] as number);
      if (length > MAX_LENGTH) {
        i++;
        continue;
      }
      const total = 3 + length + 3;
      if (joined.length - i < total) break;
      const frame = joined.subarray(i, i + total);
      const expected =
        ((frame[total - 3] as number) << 16) |
        ((frame[total - 2] as number) << 8) |
        (frame[total - 1] as number);
      if (crc24q(frame.subarray(0, total - 3)) !== expected) {
        // Not a frame (a 0xD3 inside data) or a corrupted one: count it, resynchronise on the next byte.
        this.stats.crcFailures++;
        i++;
        continue;
      }
      this.stats.frames++;
      if (length >= 2) {
        const type = ((frame[3] as number) << 4) | ((frame[4] as number) >> 4);
        this.stats.types[type] = (this.stats.types[type] ?? 0) + 1;
      }
      i += total;
    }
    this.buf = joined.slice(i);
  }
}
