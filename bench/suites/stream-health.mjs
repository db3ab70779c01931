// `fixcloud ntrip probe --health` against the sandbox's caster, the built CLI in a child process
// as a support engineer runs it: how long after the caster's answer the first health report is
// out (budget 2000 ms, docs/stream-health.md), from the `afterAnswerMs` of its first NDJSON line,
// over five runs (median and worst); and how long the SDK's StreamHealth takes to read a day of
// a 1 Hz MSM7 stream from a real capture (the cost a caster's monitor pays per mount point).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cliBin, median, record, root, startSandbox } from "../lib.mjs";

const RUNS = 5;

/** One probe: its NDJSON lines. */
function probe(port, account) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cliBin,
        "ntrip",
        "probe",
        "--caster",
        `127.0.0.1:${port}`,
        "--account",
        account.name,
        "--health",
      ].concat(["--duration", "3s", "--output", "json"]),
      {
        env: { ...process.env, CI: "true", FIXCLOUD_NTRIP_PASSWORD: account.password },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve(
            out
              .trim()
              .split("\n")
              .map((l) => JSON.parse(l)),
          )
        : reject(new Error(`probe exited ${code}: ${err}`)),
    );
  });
}

export default async function run() {
  const running = await startSandbox({ memory: true, port: 0, ntripPort: 0, log: false });
  try {
    const db = running.sandbox.db;
    const accounts = db
      .prepare(
        `SELECT id, account_name AS name, password FROM service_accounts
         WHERE select_type = 1 AND service_product = 'multi_frequency_rtk' ORDER BY id LIMIT ?`,
      )
      .all(RUNS);
    for (const a of accounts)
      db.prepare(
        `UPDATE service_accounts SET service_state = 2, disable_state = 1, online_state = 2,
           cal_type = 'days_pool', end_time = '2099-01-01 00:00:00' WHERE id = ?`,
      ).run(a.id);
    const firsts = [];
    for (const a of accounts) {
      const lines = await probe(running.ntripPort, a);
      const first = lines.find((l) => l.report === "first");
      if (!first) throw new Error("probe --health printed no first report");
      firsts.push(first.afterAnswerMs);
    }
    record("probe --health: first report after connecting (median of 5)", median(firsts), "ms", 2000);
    record("probe --health: first report after connecting (worst of 5)", Math.max(...firsts), "ms", 2000);
  } finally {
    await running.close();
  }

  // A day of 1 Hz epochs: the u-blox capture's 158 epochs replayed with shifted receive times.
  const { StreamHealth, RtcmFrameReader } = await import(join(root, "packages/sdk/dist/ntrip/index.js"));
  const bytes = new Uint8Array(
    readFileSync(join(root, "packages/fixtures/data/rtcm/pygnssutils-msm7-base-1hz.rtcm3")),
  );
  const frames = new RtcmFrameReader().push(bytes).map((f) => f.payload.length);
  const h = new StreamHealth();
  const loops = Math.ceil(86_400 / 158);
  const t0 = performance.now();
  // Each pass arrives at once, 158 s after the one before (the cost is the frames' reading).
  const start = Date.UTC(2022, 1, 8, 8, 41, 59, 301);
  for (let k = 0; k < loops; k++) h.push(bytes, start + k * 158_000);
  const ms = performance.now() - t0;
  const r = h.report(start + loops * 158_000);
  record(
    "stream health: a capture read 547 times (~24 h of frames), per frame",
    (ms * 1000) / (frames.length * loops),
    "µs",
    null,
  );
  if (r.frames !== frames.length * loops) throw new Error(`stream health read ${r.frames} frames`);
}
