// The rovers of bench/suites/caster.mjs, in their own process so their CPU is not the caster's:
// N NTRIP 1.0 clients, each sending GGA at 1 Hz (staggered) and timing every MSM epoch from its
// GPS time to its arrival. Reads its job from argv (JSON), answers over IPC.
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const job = JSON.parse(process.argv[2]);
const { ntripConnect, encodeGga, decodeMsm } = await import(
  pathToFileURL(join(job.root, "packages/fixtures/dist/index.js")).href
);

/**
 * The MSM epoch field (payload bits 24-53), read in place: 1,000 rovers in one process must not
 * queue behind each other's decoding, or the figure measures the bench, not the caster. Checked
 * against the full decoder once.
 */
const epochOf = (p) => ((p[3] << 22) | (p[4] << 14) | (p[5] << 6) | (p[6] >> 2)) >>> 0;
let checked = false;

const WEEK = 604_800_000;

const delays = [];
let crcFailures = 0;
let refused = 0;
let ggaSent = 0;
const conns = [];
/** Frames before this (epoch ms) are not timed: every rover must be connected first. */
let measureFrom = Number.POSITIVE_INFINITY;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

for (let i = 0; i < job.accounts.length; i++) {
  const acc = job.accounts[i];
  conns.push(
    ntripConnect({
      host: "127.0.0.1",
      port: job.port,
      mount: "RTCM33GRC",
      user: acc.accountName,
      password: acc.password,
      timeoutMs: 20_000,
      onFrames: (frames, at) => {
        if (!checked && frames[0]?.type === 1074) {
          if (epochOf(frames[0].payload) !== decodeMsm(frames[0].payload).epoch)
            throw new Error("epochOf disagrees with decodeMsm");
          checked = true;
        }
        if (at < measureFrom) return;
        for (const f of frames)
          if (f.type === 1074)
            delays.push((((at - 315_964_800_000 + 18_000) % WEEK) - epochOf(f.payload) + WEEK) % WEEK);
      },
    }).catch(() => null),
  );
  // Ramp up 100 connections per 100 ms: a real fleet does not connect in the same millisecond.
  if (i % 100 === 99) await sleep(100);
}
const open = (await Promise.all(conns)).filter((c) => c?.streaming);
refused = job.accounts.length - open.length;
measureFrom = Date.now() + 2000;
process.send?.({ ready: open.length });

const stations = [
  [31.23, 121.47],
  [39.9, 116.4],
  [23.13, 113.26],
  [30.57, 104.07],
];
const timers = open.map((c, i) => {
  const [lat, lon] = stations[i % stations.length];
  const tick = () => {
    c.send(
      encodeGga({
        time: Date.now(),
        lat: lat + (i % 50) * 0.001,
        lon,
        height: 20,
        quality: 4,
        satellites: 20,
        diffAge: 1,
      }),
    );
    ggaSent++;
  };
  // Staggered within the second, as independent rovers are.
  return setTimeout(
    function start() {
      tick();
      timers[i] = setInterval(tick, 1000);
    },
    Math.floor(Math.random() * 1000),
  );
});

await sleep(job.durationMs + 2000);
for (const t of timers) clearInterval(t);
for (const c of open) crcFailures += c.reader.stats.crcFailures;
await Promise.all(open.map((c) => c.close()));
process.send?.({ done: true, delays, crcFailures, refused, ggaSent, streams: open.length });
