// RTCM 3 message contents (RTCM 10403.3 §3.5): the Multiple Signal Messages MSM1-7 (header,
// masks, and the observations of MSM4-7), the station messages 1005/1006 (antenna reference
// point), 1007/1008/1033 (antenna and receiver descriptors), 1230 (GLONASS code-phase biases),
// and the names of every other standard message (ephemerides with their satellite).
import { BitReader } from "./bits.js";
import { messageNumber } from "./frame.js";

/** A satellite system of the MSM family (RTCM 10403.3 §3.5.16: 107x GPS … 113x NavIC). */
export type RtcmGnss = "GPS" | "GLONASS" | "Galileo" | "SBAS" | "QZSS" | "BeiDou" | "NavIC";

/** The system of MSM message numbers 1071-1137 by their tens digit (107 → GPS). */
const MSM_GNSS: Readonly<Record<number, RtcmGnss>> = {
  107: "GPS",
  108: "GLONASS",
  109: "Galileo",
  110: "SBAS",
  111: "QZSS",
  112: "BeiDou",
  113: "NavIC",
};

/** The MSM variant (1-7) of a message number, or null when it is not an MSM (RTCM 10403.3 table 3.5-78). */
export function msmVariant(type: number): number | null {
  const variant = type % 10;
  return MSM_GNSS[Math.floor(type / 10)] && variant >= 1 && variant <= 7 ? variant : null;
}

/** The header of a Multiple Signal Message (RTCM 10403.3 §3.5.16.3.1, table 3.5-78). */
export interface MsmHeader {
  /** Message number (DF002), e.g. 1077. */
  type: number;
  gnss: RtcmGnss;
  /** The variant 1-7 (MSM4: pseudorange, phase, lock, CNR; MSM7: all of it at high resolution). */
  msm: number;
  /** Reference station id (DF003). */
  stationId: number;
  /**
   * The 30-bit epoch field as sent: GPS, Galileo, QZSS, SBAS and NavIC milliseconds of the week
   * (DF004 …), BeiDou milliseconds of the BDT week (DF427), GLONASS the day of week (3 bits) and
   * milliseconds of the Moscow day (27 bits, DF416 + DF034).
   */
  epoch: number;
  /** Milliseconds of the week (GLONASS: of the day), from {@link MsmHeader.epoch}. */
  epochMs: number;
  /** GLONASS day of week 0-6 (0 Sunday; 7 unknown); null for the other systems. */
  glonassDay: number | null;
  /** DF393: more MSMs of the same epoch follow (RTKLIB's "sync"). */
  multipleMessage: boolean;
  /** DF409: issue of data station. */
  iods: number;
  /** DF411: clock steering indicator. */
  clockSteering: number;
  /** DF412: external clock indicator. */
  externalClock: number;
  /** DF417: divergence-free smoothing. */
  smoothing: boolean;
  /** DF418: smoothing interval indicator. */
  smoothingInterval: number;
  /** Satellite ids present (DF394 mask: bit k, MSB first, is id k+1), ascending. */
  satellites: number[];
  /** Signal ids present (DF395 mask), ascending. */
  signals: number[];
  /** DF396: whether each (satellite, signal) pair has data, satellite-major. */
  cellMask: boolean[];
  /** Cells with data (set bits of {@link MsmHeader.cellMask}). */
  cells: number;
  /** Payload bytes the masks call for: the header plus satellite and signal data, rounded up to a byte. */
  expectedBytes: number;
}

/** Bits per satellite (satellite data) and per cell (signal data) of each MSM variant (RTCM 10403.3 tables 3.5-79 to 3.5-92). */
const MSM_BITS: Readonly<Record<number, { sat: number; cell: number }>> = {
  1: { sat: 10, cell: 15 },
  2: { sat: 10, cell: 27 },
  3: { sat: 10, cell: 42 },
  4: { sat: 18, cell: 48 },
  5: { sat: 36, cell: 63 },
  6: { sat: 18, cell: 65 },
  7: { sat: 36, cell: 80 },
};

/** Bits of the MSM header before the cell mask (DF002 … DF395). */
const MSM_HEADER_BITS = 169;

function readMsmHeader(r: BitReader): MsmHeader {
  const type = r.u(12);
  const msm = msmVariant(type);
  if (msm === null) throw new RangeError(`RTCM ${type} is not an MSM`);
  const gnss = MSM_GNSS[Math.floor(type / 10)] as RtcmGnss;
  const stationId = r.u(12);
  const epoch = r.u(30);
  const multipleMessage = r.u(1) === 1;
  const iods = r.u(3);
  r.skip(7); // DF001 reserved
  const clockSteering = r.u(2);
  const externalClock = r.u(2);
  const smoothing = r.u(1) === 1;
  const smoothingInterval = r.u(3);
  const satellites: number[] = [];
  for (let id = 1; id <= 64; id++) if (r.u(1)) satellites.push(id);
  const signals: number[] = [];
  for (let id = 1; id <= 32; id++) if (r.u(1)) signals.push(id);
  const size = satellites.length * signals.length;
  if (size > 64) throw new RangeError(`RTCM ${type}: ${size} cells exceed the 64 an MSM carries`);
  const cellMask: boolean[] = [];
  for (let c = 0; c < size; c++) cellMask.push(r.u(1) === 1);
  const cells = cellMask.filter(Boolean).length;
  const bits = MSM_BITS[msm] as { sat: number; cell: number };
  const total = MSM_HEADER_BITS + size + satellites.length * bits.sat + cells * bits.cell;
  const glonass = gnss === "GLONASS";
  return {
    type,
    gnss,
    msm,
    stationId,
    epoch,
    epochMs: glonass ? epoch % 2 ** 27 : epoch,
    glonassDay: glonass ? Math.floor(epoch / 2 ** 27) : null,
    multipleMessage,
    iods,
    clockSteering,
    externalClock,
    smoothing,
    smoothingInterval,
    satellites,
    signals,
    cellMask,
    cells,
    expectedBytes: Math.ceil(total / 8),
  };
}

/**
 * Decode the header of an MSM1-7 payload (RTCM 10403.3 §3.5.16.3.1).
 * Throws RangeError for another message or a payload too short for its masks.
 */
export function decodeMsmHeader(payload: Uint8Array): MsmHeader {
  return readMsmHeader(new BitReader(payload));
}

/** An MSM4-7 with its observations. */
export interface MsmObservations extends MsmHeader {
  /**
   * Pseudorange of each cell with data (satellite-major, the order of the cell mask),
   * light-milliseconds; null where the satellite's rough range or the cell's fine range is
   * marked invalid (RTCM 10403.3 DF397 = 255, DF400/DF405 = their minimum).
   */
  pseudorangesMs: (number | null)[];
  /** Carrier-to-noise ratio of each cell with data, dB-Hz (DF403, or DF408 for MSM6/7); 0 when not given. */
  cnr: number[];
}

/**
 * Decode an MSM4, 5, 6 or 7 payload: header, pseudoranges and CNR (RTCM 10403.3 §3.5.16.3.2-3).
 * Throws RangeError for another message or a payload shorter than its masks call for.
 */
export function decodeMsm(payload: Uint8Array): MsmObservations {
  const r = new BitReader(payload);
  const head = readMsmHeader(r);
  const { msm } = head;
  if (msm < 4) throw new RangeError(`RTCM ${head.type}: MSM${msm} observations are not decoded`);
  const ext = msm === 5 || msm === 7;
  const high = msm >= 6;
  const roughInt = head.satellites.map(() => r.u(8)); // DF397
  if (ext) r.skip(4 * head.satellites.length); // extended satellite info
  const roughMod = head.satellites.map(() => r.u(10)); // DF398
  if (ext) r.skip(14 * head.satellites.length); // DF399 rough phase-range rate
  const fineBits = high ? 20 : 15;
  const fine = Array.from({ length: head.cells }, () => r.s(fineBits)); // DF400 / DF405
  r.skip(head.cells * ((high ? 24 : 22) + (high ? 10 : 4) + 1)); // phase range, lock time, half-cycle
  const cnr = Array.from({ length: head.cells }, () => (high ? r.u(10) / 16 : r.u(6))); // DF403 / DF408
  const invalidFine = -(2 ** (fineBits - 1));
  const pseudorangesMs: (number | null)[] = [];
  let k = 0;
  head.satellites.forEach((_, i) => {
    for (let j = 0; j < head.signals.length; j++) {
      if (!head.cellMask[i * head.signals.length + j]) continue;
      const f = fine[k++] as number;
      const int = roughInt[i] as number;
      pseudorangesMs.push(
        int === 255 || f === invalidFine
          ? null
          : int + (roughMod[i] as number) / 1024 + f / 2 ** (high ? 29 : 24),
      );
    }
  });
  return { ...head, pseudorangesMs, cnr };
}

/** 1005/1006: the station's antenna reference point (RTCM 10403.3 §3.5.3, DF003 … DF028). */
export interface StationCoordinates {
  type: 1005 | 1006;
  stationId: number;
  /** DF021: ITRF realisation year (0: not given). */
  itrfYear: number;
  /** DF022-DF024: the station serves GPS, GLONASS, Galileo. */
  gps: boolean;
  glonass: boolean;
  galileo: boolean;
  /** DF141: a reference station that is not physical (network/VRS). */
  nonPhysical: boolean;
  /** The antenna reference point, ECEF metres (DF025-DF027, 0.1 mm units). */
  ecef: [x: number, y: number, z: number];
  /** DF028: antenna height above the marker, metres (1006 only; null for 1005). */
  antennaHeight: number | null;
}

/** Decode a 1005 or 1006 payload. Throws RangeError for another message or a short payload. */
export function decodeStationCoordinates(payload: Uint8Array): StationCoordinates {
  const r = new BitReader(payload);
  const type = r.u(12);
  if (type !== 1005 && type !== 1006) throw new RangeError(`RTCM ${type} is not 1005/1006`);
  const stationId = r.u(12);
  const itrfYear = r.u(6);
  const gps = r.u(1) === 1;
  const glonass = r.u(1) === 1;
  const galileo = r.u(1) === 1;
  const nonPhysical = r.u(1) === 1;
  const x = r.s(38) / 10_000;
  r.skip(2); // DF142 single receiver oscillator, DF001 reserved
  const y = r.s(38) / 10_000;
  r.skip(2); // DF364 quarter-cycle indicator
  const z = r.s(38) / 10_000;
  const antennaHeight = type === 1006 ? r.u(16) / 10_000 : null;
  return { type, stationId, itrfYear, gps, glonass, galileo, nonPhysical, ecef: [x, y, z], antennaHeight };
}

/** 1007/1008/1033: antenna (and receiver) descriptors (RTCM 10403.3 §3.5.6 and §3.5.12). */
export interface Descriptors {
  type: 1007 | 1008 | 1033;
  stationId: number;
  /** DF030: IGS antenna name with radome, e.g. "TRM59800.00     NONE". */
  antenna: string;
  /** DF031: antenna setup id. */
  antennaSetupId: number;
  /** DF033: antenna serial number (1008, 1033; "" for 1007). */
  antennaSerial: string;
  /** DF228/DF230/DF232: receiver type, firmware and serial (1033 only; "" otherwise). */
  receiver: string;
  firmware: string;
  receiverSerial: string;
}

/** Decode a 1007, 1008 or 1033 payload. Throws RangeError for another message or a short payload. */
export function decodeDescriptors(payload: Uint8Array): Descriptors {
  const r = new BitReader(payload);
  const type = r.u(12);
  if (type !== 1007 && type !== 1008 && type !== 1033)
    throw new RangeError(`RTCM ${type} is not 1007/1008/1033`);
  const stationId = r.u(12);
  const antenna = r.text();
  const antennaSetupId = r.u(8);
  const antennaSerial = type === 1007 ? "" : r.text();
  const receiver = type === 1033 ? r.text() : "";
  const firmware = type === 1033 ? r.text() : "";
  const receiverSerial = type === 1033 ? r.text() : "";
  return { type, stationId, antenna, antennaSetupId, antennaSerial, receiver, firmware, receiverSerial };
}

/** 1230: GLONASS L1/L2 code-phase biases (RTCM 10403.3 §3.5.20). */
export interface GlonassBiases {
  type: 1230;
  stationId: number;
  /** DF421: the observations are aligned (1) or not (0). */
  aligned: boolean;
  /** DF423-DF426: the bias of L1 C/A, L1 P, L2 C/A, L2 P, metres; null when the mask (DF422) leaves it out. */
  biases: [l1ca: number | null, l1p: number | null, l2ca: number | null, l2p: number | null];
}

/** Decode a 1230 payload. Throws RangeError for another message or a short payload. */
export function decodeGlonassBiases(payload: Uint8Array): GlonassBiases {
  const r = new BitReader(payload);
  const type = r.u(12);
  if (type !== 1230) throw new RangeError(`RTCM ${type} is not 1230`);
  const stationId = r.u(12);
  const aligned = r.u(1) === 1;
  r.skip(3);
  const mask = r.u(4);
  const biases = [8, 4, 2, 1].map((bit) => (mask & bit ? r.s(16) * 0.02 : null));
  return { type, stationId, aligned, biases: biases as GlonassBiases["biases"] };
}

/** The ephemeris messages: their system and the bits of the satellite id after DF002 (RTCM 10403.3 §3.5.7-3.5.11, §3.5.13-3.5.15). */
const EPHEMERIS: Readonly<Record<number, { gnss: RtcmGnss; name: string; bits: number }>> = {
  1019: { gnss: "GPS", name: "GPS ephemeris", bits: 6 },
  1020: { gnss: "GLONASS", name: "GLONASS ephemeris", bits: 6 },
  1041: { gnss: "NavIC", name: "NavIC ephemeris", bits: 6 },
  1042: { gnss: "BeiDou", name: "BeiDou ephemeris", bits: 6 },
  1044: { gnss: "QZSS", name: "QZSS ephemeris", bits: 4 },
  1045: { gnss: "Galileo", name: "Galileo F/NAV ephemeris", bits: 6 },
  1046: { gnss: "Galileo", name: "Galileo I/NAV ephemeris", bits: 6 },
};

/** Names of the other standard messages (RTCM 10403.3 table 3.5-1). */
const NAMES: Readonly<Record<number, string>> = {
  1001: "GPS L1 RTK observables",
  1002: "GPS extended L1 RTK observables",
  1003: "GPS L1/L2 RTK observables",
  1004: "GPS extended L1/L2 RTK observables",
  1005: "Station antenna reference point",
  1006: "Station antenna reference point with height",
  1007: "Antenna descriptor",
  1008: "Antenna descriptor and serial number",
  1009: "GLONASS L1 RTK observables",
  1010: "GLONASS extended L1 RTK observables",
  1011: "GLONASS L1/L2 RTK observables",
  1012: "GLONASS extended L1/L2 RTK observables",
  1013: "System parameters",
  1029: "Unicode text string",
  1033: "Receiver and antenna descriptors",
  1230: "GLONASS L1/L2 code-phase biases",
};

/**
 * The English name of a message number (RTCM 10403.3 table 3.5-1), e.g. 1077 → "GPS MSM7",
 * 1019 → "GPS ephemeris", 4072 → "Proprietary (4072)"; "Message N" for one not known here.
 */
export function messageName(type: number): string {
  const msm = msmVariant(type);
  if (msm !== null) return `${MSM_GNSS[Math.floor(type / 10)]} MSM${msm}`;
  const known = EPHEMERIS[type]?.name ?? NAMES[type];
  if (known) return known;
  if (type >= 4001 && type <= 4095) return `Proprietary (${type})`;
  return `Message ${type}`;
}

/** A decoded message: the kinds this module reads, and a name for everything else. */
export type RtcmMessage =
  | ({ kind: "msm"; name: string } & MsmHeader)
  | ({ kind: "station"; name: string } & StationCoordinates)
  | ({ kind: "descriptors"; name: string } & Descriptors)
  | ({ kind: "glonassBiases"; name: string } & GlonassBiases)
  | { kind: "ephemeris"; name: string; type: number; gnss: RtcmGnss; satellite: number }
  | { kind: "other"; name: string; type: number };

/**
 * Decode a payload as far as this module reads it: MSM1-7 headers, 1005/1006, 1007/1008/1033,
 * 1230, and the satellite of an ephemeris; any other message by name only.
 * Throws RangeError when the payload is too short for the fields of its message number.
 */
export function decodeMessage(payload: Uint8Array): RtcmMessage {
  const type = messageNumber(payload);
  const name = messageName(type);
  if (msmVariant(type) !== null) return { kind: "msm", name, ...decodeMsmHeader(payload) };
  if (type === 1005 || type === 1006) return { kind: "station", name, ...decodeStationCoordinates(payload) };
  if (type === 1007 || type === 1008 || type === 1033)
    return { kind: "descriptors", name, ...decodeDescriptors(payload) };
  if (type === 1230) return { kind: "glonassBiases", name, ...decodeGlonassBiases(payload) };
  const eph = EPHEMERIS[type];
  if (eph) {
    const r = new BitReader(payload);
    r.skip(12);
    return { kind: "ephemeris", name, type, gnss: eph.gnss, satellite: r.u(eph.bits) };
  }
  return { kind: "other", name, type };
}
