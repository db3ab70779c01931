// The NTRIP caster under a fleet: 1,000 rovers in a child process, each sending GGA
// at 1 Hz and receiving RTCM at 1 Hz for ~30 s. Figures: p99 delay from an epoch's GNSS time
// to its arrival at the rover (budget 50 ms), and the sandbox's CPU and memory meanwhile.
import { fork } from "node:child_process";
import { join } from "node:path";
import { percentile, record, root, startSandbox } from "../lib.mjs";

const CLIENTS = Number(process.env.CASTER_CLIENTS ?? 1000);
const DURATION_MS = Number(process.env.CASTER_DURATION_MS ?? 30_000);

export default async function run() {
  const running = await startSandbox({ memory: true, port: 0, accounts: CLIENTS + 200, log: false });
  try {
    // CLIENTS accounts a rover may sign in with: in service, enabled, one seat each.
    const db = running.sandbox.db;
    db.prepare(
      `UPDATE service_accounts SET service_state = 2, disable_state = 1, online_state = 2, select_type = 1,
         cal_type = 'days_pool', end_time = '2099-01-01 00:00:00', password = 'Bench2101'
       WHERE id IN (SELECT id FROM service_accounts ORDER BY id LIMIT ?)`,
    ).run(CLIENTS);
    const accounts = db
      .prepare("SELECT account_name AS accountName, password FROM service_accounts ORDER BY id LIMIT ?")
      .all(CLIENTS);

    const child = fork(join(root, "bench/caster-clients.mjs"), [
      JSON.stringify({ root, port: running.ntripPort, accounts, durationMs: DURATION_MS }),
    ]);
    let cpu0;
    let ticksBefore = 0;
    let t0 = 0;
    let peakRss = 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 500);
    const result = await new Promise((resolve, reject) => {
      child.on("message", (m) => {
        if (m.ready !== undefined) {
          ticksBefore = running.caster.tickTimes().length;
          cpu0 = process.cpuUsage();
          t0 = performance.now();
        }
        if (m.done) resolve(m);
      });
      child.on("error", reject);
      child.on("exit", (code) => code && reject(new Error(`caster clients exited with ${code}`)));
    });
    clearInterval(sampler);
    const cpu = process.cpuUsage(cpu0);
    const wall = performance.now() - t0;
    const sorted = result.delays.sort((a, b) => a - b);
    // The ticks of the timed window (the rovers time from 2 s after all connected, for DURATION_MS).
    const ticks = running.caster
      .tickTimes()
      .slice(ticksBefore + 2, ticksBefore + 2 + DURATION_MS / 1000)
      .sort((a, b) => a - b);
    const gga = db.prepare("SELECT count(*) AS n FROM gga_records").get().n;
    record(`caster: rovers streaming (of ${CLIENTS})`, result.streams, "clients", CLIENTS, true);
    record("caster: epoch to rover delay p50", percentile(sorted, 50), "ms", null);
    record("caster: epoch to rover delay p99", percentile(sorted, 99), "ms", 50);
    // The caster's share: from the epoch to its last write, whatever the rovers' process adds.
    record("caster: epoch to last write of a tick p99", percentile(ticks, 99), "ms", null);
    record("caster: RTCM CRC failures", result.crcFailures, "frames", 0);
    record(
      "caster: sandbox CPU (user+system / wall)",
      ((cpu.user + cpu.system) / 1000 / wall) * 100,
      "%",
      null,
    );
    record("caster: sandbox peak RSS", peakRss / 1024 / 1024, "MB", null);
    record("caster: GGA recorded / sent", (gga / Math.max(1, result.ggaSent)) * 100, "%", 99, true);
  } finally {
    await running.close();
  }
}
