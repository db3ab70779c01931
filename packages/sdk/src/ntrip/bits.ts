// Bit fields of RTCM 3 messages (RTCM 10403.3 §3.4 "data field types"): fields are packed MSB
// first with no alignment, signed fields are two's complement (intN), and DF025-DF027 are 38 bits
// wide, wider than JavaScript's 32-bit bitwise operators, so the arithmetic here is on doubles.

/**
 * Appends unsigned and two's-complement fields of 1-53 bits, MSB first (RTCM 10403.3 §3.4).
 * Every writer method throws RangeError when the value does not fit its field.
 */
export class BitWriter {
  private readonly bytes: number[] = [];
  private bitLength = 0;

  /** Bits written so far. */
  get length(): number {
    return this.bitLength;
  }

  /** Write `value` (an integer 0 ≤ value < 2^bits) as an unsigned field (uintN) of `bits` bits. Throws RangeError when it does not fit. */
  u(bits: number, value: number): this {
    if (!Number.isInteger(value) || value < 0 || value >= 2 ** bits)
      throw new RangeError(`RTCM field: ${value} does not fit in ${bits} unsigned bits`);
    for (let i = bits - 1; i >= 0; i--) this.bit(Math.floor(value / 2 ** i) % 2);
    return this;
  }

  /** Write `value` (an integer, -2^(bits-1) ≤ value < 2^(bits-1)) as a two's-complement field (intN). Throws RangeError when it does not fit. */
  s(bits: number, value: number): this {
    const half = 2 ** (bits - 1);
    if (!Number.isInteger(value) || value < -half || value >= half)
      throw new RangeError(`RTCM field: ${value} does not fit in ${bits} signed bits`);
    return this.u(bits, value < 0 ? value + 2 ** bits : value);
  }

  /**
   * Write an ASCII string as an 8-bit character count followed by the characters (DF029/DF030,
   * DF228/DF229, …). Characters outside printable ASCII become "?"; at most 31 are written
   * (the descriptors' limit, RTCM 10403.3 DF029).
   */
  text(value: string): this {
    const ascii = value.replace(/[^\x20-\x7e]/g, "?").slice(0, 31);
    this.u(8, ascii.length);
    for (const ch of ascii) this.u(8, ch.charCodeAt(0));
    return this;
  }

  private bit(b: number): void {
    const byte = this.bitLength >> 3;
    if (byte === this.bytes.length) this.bytes.push(0);
    if (b) this.bytes[byte] = (this.bytes[byte] as number) | (0x80 >> (this.bitLength & 7));
    this.bitLength++;
  }

  /** The payload bytes, the last one padded with zero bits. */
  toBytes(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

/** Reads fields from a message payload, MSB first (RTCM 10403.3 §3.4). Reads past the end throw RangeError. */
export class BitReader {
  private pos = 0;

  /** @param bytes The message payload (the frame's content without preamble, length and CRC). */
  constructor(private readonly bytes: Uint8Array) {}

  /** Bits not read yet. */
  get remaining(): number {
    return this.bytes.length * 8 - this.pos;
  }

  /** Bits read so far. */
  get position(): number {
    return this.pos;
  }

  /** Read an unsigned field (uintN) of `bits` bits (≤ 53). Throws RangeError past the end of the payload. */
  u(bits: number): number {
    if (bits > this.remaining) throw new RangeError("RTCM payload: read past the end");
    let v = 0;
    for (let i = 0; i < bits; i++, this.pos++)
      v = v * 2 + (((this.bytes[this.pos >> 3] as number) >> (7 - (this.pos & 7))) & 1);
    return v;
  }

  /** Read a two's-complement field (intN) of `bits` bits. Throws RangeError past the end of the payload. */
  s(bits: number): number {
    const v = this.u(bits);
    return v >= 2 ** (bits - 1) ? v - 2 ** bits : v;
  }

  /** Read a count-prefixed ASCII string (8-bit count, then that many characters). Throws RangeError past the end. */
  text(): string {
    const n = this.u(8);
    let out = "";
    for (let i = 0; i < n; i++) out += String.fromCharCode(this.u(8));
    return out;
  }

  /** Skip `bits` bits. Throws RangeError past the end of the payload. */
  skip(bits: number): void {
    if (bits > this.remaining) throw new RangeError("RTCM payload: read past the end");
    this.pos += bits;
  }
}
