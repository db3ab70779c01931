// The RTCM 3 reader and decoders of @fixcloud/sdk/ntrip (RTCM 10403.3 §3-4) on four streams
// recorded from real receivers and casters (packages/fixtures/data/rtcm/README.md): every frame is read with
// its CRC-24Q, every byte between frames is accounted for, the counts per message type are
// exact, MSM headers and station messages decode to the values the data holds. RTKLIB's
// convbin checks the same figures independently in ntrip-rtklib.test.ts.
import { describe, expect, it } from "vitest";
import {
  BitReader,
  BitWriter,
  ChunkedDecoder,
  type RtcmFrame,
  RtcmFrameReader,
  crc24q,
  decodeDescriptors,
  decodeGlonassBiases,
  decodeMessage,
  decodeMsm,
  decodeMsmHeader,
  decodeStationCoordinates,
  encodeFrame,
  messageName,
  msmVariant,
} from "../src/ntrip/index.js";
import { CAPTURES, FRAME_COUNTS, bytewise, capture, randomPieces } from "./ntrip-captures.js";

/** Read `pieces` with one reader: its frames and the reader. */
function read(pieces: Uint8Array[]): { frames: RtcmFrame[]; reader: RtcmFrameReader } {
  const reader = new RtcmFrameReader();
  const frames = pieces.flatMap((p) => reader.push(p));
  return { frames, reader };
}

/** The de-chunked body of the NTRIP 2.0 capture. */
function chunkedBody(): Uint8Array {
  return Buffer.concat(new ChunkedDecoder().push(capture(CAPTURES.chunked)));
}

/**
 * An independent account of the u-blox capture's bytes: at each position an RTCM frame (its
 * CRC-24Q checked bitwise here, not with the SDK's table), a UBX frame (Fletcher checksum) or an
 * NMEA sentence (XOR checksum); anything else is unknown.
 */
function splitMixed(b: Uint8Array): { rtcm: Uint8Array[]; ubx: number; nmea: number; other: number } {
  const crc = (start: number, end: number) => {
    let c = 0;
    for (let i = start; i < end; i++) {
      c ^= (b[i] as number) << 16;
      for (let k = 0; k < 8; k++) c = c & 0x800000 ? ((c << 1) ^ 0x1864cfb) & 0xffffff : (c << 1) & 0xffffff;
    }
    return c;
  };
  const out = { rtcm: [] as Uint8Array[], ubx: 0, nmea: 0, other: 0 };
  let i = 0;
  while (i < b.length) {
    if (b[i] === 0xd3 && i + 3 <= b.length) {
      const len = ((b[i + 1]! & 3) << 8) | b[i + 2]!;
      const end = i + len + 6;
      if (
        end <= b.length &&
        crc(i, i + len + 3) === ((b[end - 3]! << 16) | (b[end - 2]! << 8) | b[end - 1]!)
      ) {
        out.rtcm.push(b.subarray(i, end));
        i = end;
        continue;
      }
    }
    if (b[i] === 0xb5 && b[i + 1] === 0x62 && i + 6 <= b.length) {
      const len = b[i + 4]! | (b[i + 5]! << 8);
      let ca = 0;
      let cb = 0;
      for (let j = i + 2; j < i + 6 + len && j < b.length; j++) {
        ca = (ca + b[j]!) & 0xff;
        cb = (cb + ca) & 0xff;
      }
      if (i + len + 8 <= b.length && ca === b[i + 6 + len] && cb === b[i + 7 + len]) {
        out.ubx += len + 8;
        i += len + 8;
        continue;
      }
    }
    if (b[i] === 0x24) {
      const end = Buffer.from(b.buffer, b.byteOffset, b.length).indexOf("\r\n", i);
      const m =
        end > 0
          ? /^\$([^*]*)\*([0-9A-F]{2})$/.exec(Buffer.from(b.subarray(i, end)).toString("latin1"))
          : null;
      if (m && [...m[1]!].reduce((x, c) => x ^ c.charCodeAt(0), 0) === Number.parseInt(m[2]!, 16)) {
        out.nmea += end + 2 - i;
        i = end + 2;
        continue;
      }
    }
    out.other++;
    i++;
  }
  return out;
}

describe("CRC-24Q and framing (RTCM 10403.3 §4)", () => {
  it("matches the CRC-24Q check value", () => {
    // CRC-24Q of ASCII "123456789" (init 0, no reflection) is 0xCDE703.
    expect(crc24q(new TextEncoder().encode("123456789"))).toBe(0xcde703);
  });

  it("re-encoding every payload of a real capture gives its frame back byte for byte", () => {
    const bytes = capture(CAPTURES.gmsd);
    const { frames } = read([bytes]);
    expect(frames).toHaveLength(1143);
    for (const f of frames) {
      const again = encodeFrame(f.payload);
      expect(Buffer.from(again).equals(Buffer.from(bytes.subarray(f.offset, f.offset + again.length)))).toBe(
        true,
      );
    }
    expect(() => encodeFrame(new Uint8Array(1024))).toThrow(RangeError);
  });

  it("skips garbage, counts a corrupted frame and finds the frame after it, whatever the pieces", () => {
    const a = encodeFrame(new BitWriter().u(12, 1005).u(12, 7).toBytes());
    const bad = a.slice();
    bad[4] = bad[4]! ^ 0xff;
    const stream = Buffer.concat([Buffer.from("xx"), a, bad, a]);
    for (const pieces of [[stream], bytewise(stream), randomPieces(stream, 7, 5)]) {
      const { frames, reader } = read(pieces);
      expect(frames.map((f) => [f.type, f.offset])).toEqual([
        [1005, 2],
        [1005, 2 + 2 * a.length],
      ]);
      expect(reader.stats).toMatchObject({ frames: 2, crcFailures: 1, skippedBytes: 2 + a.length });
      expect(reader.pendingBytes).toBe(0);
    }
  });
});

describe("bit fields (RTCM 10403.3 §3.4)", () => {
  it("writes and reads unsigned, 38-bit signed and text fields; refuses values that do not fit", () => {
    const bytes = new BitWriter()
      .u(12, 4095)
      .s(38, -123_456_789_012)
      .s(22, -1)
      .text("NONE")
      .u(1, 1)
      .toBytes();
    const r = new BitReader(bytes);
    expect(r.u(12)).toBe(4095);
    expect(r.s(38)).toBe(-123_456_789_012);
    expect(r.s(22)).toBe(-1);
    expect(r.text()).toBe("NONE");
    expect(r.u(1)).toBe(1);
    expect(() => r.u(8)).toThrow(RangeError);
    expect(() => new BitWriter().u(4, 16)).toThrow(RangeError);
    expect(() => new BitWriter().s(4, 8)).toThrow(RangeError);
  });
});

describe("every frame of the real captures", () => {
  it("RTKLIB's GMSD7 (a Trimble station, 2012): 1143 frames, 0 CRC failures, 0 bytes skipped; the cut last frame stays pending", () => {
    const bytes = capture(CAPTURES.gmsd);
    const { frames, reader } = read([bytes]);
    expect(reader.stats).toMatchObject({
      frames: 1143,
      crcFailures: 0,
      skippedBytes: 0,
      types: FRAME_COUNTS.gmsd,
    });
    // The file is cut at 256 KiB: its last 302 bytes are a frame whose length says more follows.
    expect(reader.pendingBytes).toBe(302);
    const tail = bytes.subarray(bytes.length - 302);
    expect(tail[0]).toBe(0xd3);
    expect((((tail[1]! & 3) << 8) | tail[2]!) + 6).toBeGreaterThan(302);
    expect(reader.stats.frameBytes + reader.pendingBytes).toBe(bytes.length);
    expect(frames[0]!.offset).toBe(0);
  });

  it("pyrtcm's NTRIP capture: 35 frames of 35 message types, nothing else", () => {
    const bytes = capture(CAPTURES.pyrtcm);
    const { reader } = read([bytes]);
    expect(reader.stats).toMatchObject({
      frames: 35,
      crcFailures: 0,
      skippedBytes: 0,
      types: FRAME_COUNTS.pyrtcm,
    });
    expect(reader.stats.frameBytes).toBe(bytes.length);
    expect(reader.pendingBytes).toBe(0);
  });

  it("the u-blox base: 1106 frames; every other byte is a checksummed NMEA sentence or UBX frame", () => {
    const bytes = capture(CAPTURES.ublox);
    const { frames, reader } = read([bytes]);
    expect(reader.stats).toMatchObject({ frames: 1106, types: FRAME_COUNTS.ublox });
    const split = splitMixed(bytes);
    expect(split.other).toBe(0);
    expect(split.rtcm).toHaveLength(1106);
    expect(split.nmea).toBe(282_549);
    expect(split.ubx).toBe(16_568);
    // The reader skipped exactly the NMEA and UBX bytes; its 3 CRC failures are 0xD3 bytes inside them.
    expect(reader.stats.skippedBytes).toBe(split.nmea + split.ubx);
    expect(reader.stats.crcFailures).toBe(3);
    expect(reader.pendingBytes).toBe(0);
    // The RTCM frames alone: 0 CRC failures, 0 bytes skipped, the same frames.
    const alone = read([Buffer.concat(split.rtcm)]);
    expect(alone.reader.stats).toMatchObject({ frames: 1106, crcFailures: 0, skippedBytes: 0 });
    expect(alone.frames.map((f) => f.type)).toEqual(frames.map((f) => f.type));
  });

  it("the NTRIP 2.0 body, de-chunked: 109 frames after the 330-byte tail of a frame the recording began in", () => {
    const body = chunkedBody();
    expect(body.length).toBe(22_469);
    const { frames, reader } = read([body]);
    expect(reader.stats).toMatchObject({ frames: 109, skippedBytes: 330, types: FRAME_COUNTS.chunked });
    expect(frames[0]!.offset).toBe(330);
    // One 0xD3 inside that tail starts a candidate whose CRC fails; after it, frame follows frame.
    expect(reader.stats.crcFailures).toBe(1);
    expect(reader.stats.frameBytes).toBe(body.length - 330);
    const alone = read([body.subarray(330)]);
    expect(alone.reader.stats).toMatchObject({ frames: 109, crcFailures: 0, skippedBytes: 0 });
  });

  for (const [name, file] of Object.entries(CAPTURES))
    it(`${file}: the same frames and counts fed a byte at a time and in random pieces`, () => {
      const bytes = name === "chunked" ? chunkedBody() : capture(file);
      const whole = read([bytes]);
      for (const pieces of [bytewise(bytes), randomPieces(bytes, 25), randomPieces(bytes, 2026, 3)]) {
        const again = read(pieces);
        expect(again.reader.stats).toEqual(whole.reader.stats);
        expect(again.frames.map((f) => f.offset)).toEqual(whole.frames.map((f) => f.offset));
      }
    });
});

describe("message decoding", () => {
  const all = (Object.keys(CAPTURES) as (keyof typeof CAPTURES)[]).map((name) => ({
    name,
    frames: read([name === "chunked" ? chunkedBody() : capture(CAPTURES[name])]).frames,
  }));

  it("every frame of every capture decodes; MSM masks account for the payload's length", () => {
    let msm = 0;
    for (const { name, frames } of all)
      for (const f of frames) {
        const m = decodeMessage(f.payload);
        expect(m.type).toBe(f.type);
        if (m.kind !== "msm") continue;
        msm++;
        if (m.msm >= 4) expect(decodeMsm(f.payload).pseudorangesMs).toHaveLength(m.cells);
        // The data the masks call for, then only zero padding. The u-blox receiver pads its
        // MSM7 to the size of the full satellite × signal grid; the others send exactly that.
        const bits = 169 + m.cellMask.length + m.satellites.length * 36 + m.cells * 80;
        const grid = Math.ceil((169 + m.cellMask.length * 81 + m.satellites.length * 36) / 8);
        if (name === "ublox") expect(f.payload.length).toBe(grid);
        else expect(f.payload.length).toBe(m.expectedBytes);
        if (m.msm === 7) {
          const r = new BitReader(f.payload);
          r.skip(bits);
          let ones = 0;
          while (r.remaining) ones += r.u(1);
          expect(ones).toBe(0);
        }
      }
    expect(msm).toBe(632 + 54 + 1028 + 14);
  });

  it("MSM7 header of GMSD7's first GPS epoch: station 611, 12 satellites, 4 signals, 28 cells", () => {
    const gmsd = all.find((c) => c.name === "gmsd")!.frames;
    const h = decodeMsmHeader(gmsd.find((f) => f.type === 1077)!.payload);
    expect(h).toMatchObject({
      gnss: "GPS",
      msm: 7,
      stationId: 611,
      multipleMessage: true,
      satellites: [1, 3, 6, 7, 11, 13, 16, 19, 21, 23, 30, 31],
      signals: [2, 10, 17, 24],
      cells: 28,
      expectedBytes: 362,
    });
    // 2012-10-14 is a Sunday: the epoch is near the end of GPS week 1710 (604,784 s).
    expect(h.epochMs).toBe(604_784_000);
    const glo = decodeMsmHeader(gmsd.find((f) => f.type === 1087)!.payload);
    expect(glo).toMatchObject({ gnss: "GLONASS", stationId: 611, cells: 18 });
    expect(glo.glonassDay).toBeLessThan(8);
    const obs = decodeMsm(gmsd.find((f) => f.type === 1077)!.payload);
    // Pseudoranges of GPS satellites are 64-89 light-milliseconds (19,000-27,000 km).
    for (const p of obs.pseudorangesMs) expect(p! > 64 && p! < 89).toBe(true);
  });

  it("station and descriptor messages carry what the receivers wrote", () => {
    const py = all.find((c) => c.name === "pyrtcm")!.frames;
    const of = (t: number) => py.find((f) => f.type === t)!.payload;
    const arp = decodeStationCoordinates(of(1006));
    expect(arp).toMatchObject({ type: 1006, gps: true, glonass: true, galileo: true, antennaHeight: 0.0343 });
    expect(arp.ecef).toEqual([1_762_489.6191, -5_027_633.8438, -3_496_008.8438]);
    expect(decodeStationCoordinates(of(1005)).ecef).toEqual(arp.ecef);
    expect(decodeDescriptors(of(1033))).toMatchObject({
      antenna: "SEPCHOKE_B3E6   SPKE",
      antennaSerial: "5856",
      receiver: "SEPT POLARX5",
      firmware: "5.5.0",
      receiverSerial: "3075024",
    });
    expect(decodeDescriptors(of(1007))).toMatchObject({ antenna: "SEPCHOKE_B3E6   SPKE", antennaSerial: "" });
    expect(decodeGlonassBiases(of(1230))).toMatchObject({ aligned: true, biases: [0, 0, 0, 0] });
    const gmsd = all.find((c) => c.name === "gmsd")!.frames;
    expect(decodeDescriptors(gmsd.find((f) => f.type === 1033)!.payload)).toMatchObject({
      stationId: 611,
      receiver: "TRIMBLE NETR9",
    });
    expect(() => decodeStationCoordinates(of(1033))).toThrow(RangeError);
    expect(() => decodeMsmHeader(of(1005))).toThrow(RangeError);
  });

  it("names every message: MSMs by system and variant, ephemerides with their satellite", () => {
    expect([1077, 1087, 1097, 1107, 1117, 1127, 1137, 1074].map(messageName)).toEqual([
      "GPS MSM7",
      "GLONASS MSM7",
      "Galileo MSM7",
      "SBAS MSM7",
      "QZSS MSM7",
      "BeiDou MSM7",
      "NavIC MSM7",
      "GPS MSM4",
    ]);
    expect(msmVariant(1070)).toBeNull();
    expect(msmVariant(1138)).toBeNull();
    expect(messageName(4072)).toBe("Proprietary (4072)");
    const py = all.find((c) => c.name === "pyrtcm")!.frames;
    const eph = py.map((f) => decodeMessage(f.payload)).filter((m) => m.kind === "ephemeris");
    expect(eph.map((m) => [m.name, m.satellite])).toEqual([
      ["GPS ephemeris", 2],
      ["GLONASS ephemeris", 9],
      ["BeiDou ephemeris", 12],
      ["Galileo F/NAV ephemeris", 3],
      ["Galileo I/NAV ephemeris", 5],
    ]);
  });
});
