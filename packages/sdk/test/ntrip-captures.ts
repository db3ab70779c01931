// The four recorded streams the sandbox replays (packages/fixtures/data/rtcm/, README.md there:
// origin and licences; one copy in the repository, shipped with the sandbox), read
// from the repository, and helpers the NTRIP tests share: a seeded splitter into pieces of
// random size (TCP delivers a stream cut anywhere) and the figures each capture must give.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const DIR = fileURLToPath(new URL("../../fixtures/data/rtcm/", import.meta.url));

/** The captures, by file name. */
export const CAPTURES = {
  ublox: "pygnssutils-msm7-base-1hz.rtcm3",
  chunked: "pygnssutils-ntrip2-chunked.bin",
  gmsd: "rtklib-GMSD7_20121014.rtcm3",
  pyrtcm: "pyrtcm-USCL00CHL0-ntrip.rtcm3",
} as const;

/** The bytes of a capture. */
export function capture(file: string): Uint8Array {
  return new Uint8Array(readFileSync(`${DIR}${file}`));
}

/** Path of a capture (for the tools that read files: convbin). */
export function capturePath(file: string): string {
  return `${DIR}${file}`;
}

/** `bytes` cut into pieces of 1 to `max` bytes, the sizes drawn from a fixed seed (mulberry32). */
export function randomPieces(bytes: Uint8Array, seed: number, max = 700): Uint8Array[] {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; ) {
    const n = 1 + Math.floor(next() * max);
    out.push(bytes.subarray(i, i + n));
    i += n;
  }
  return out;
}

/** `bytes` one byte at a time. */
export function bytewise(bytes: Uint8Array): Uint8Array[] {
  return Array.from(bytes, (_, i) => bytes.subarray(i, i + 1));
}

/**
 * The figures of each capture's RTCM content, taken by hand from the data and confirmed by
 * RTKLIB's convbin (ntrip-rtklib.test.ts): frames per message number. The chunked capture's
 * figures are those of its de-chunked body.
 */
export const FRAME_COUNTS: Readonly<Record<keyof typeof CAPTURES, Readonly<Record<number, number>>>> = {
  ublox: { 1005: 158, 1077: 158, 1087: 158, 1097: 158, 1127: 158, 1230: 158, 4072: 158 },
  chunked: {
    1006: 3,
    1019: 11,
    1020: 11,
    1033: 2,
    1042: 11,
    1046: 11,
    1077: 11,
    1087: 11,
    1097: 11,
    1127: 21,
    1230: 3,
    4094: 3,
  },
  gmsd: { 1007: 28, 1008: 28, 1019: 15, 1020: 16, 1033: 28, 1077: 257, 1087: 257, 1117: 257, 1127: 257 },
  pyrtcm: Object.fromEntries(
    [
      1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012, 1013, 1019, 1020, 1029, 1033,
      1042, 1045, 1046, 1076, 1077, 1086, 1087, 1096, 1097, 1106, 1107, 1116, 1117, 1126, 1127, 1136, 1137,
      1230,
    ].map((t) => [t, 1]),
  ),
};
