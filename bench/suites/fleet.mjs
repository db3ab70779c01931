// The budgets of fleet health (docs/fleet-health.md): "a fleet of 100,000 rovers with 24 h of
// rollups: the fleet page's query p95 ≤ 200 ms, a pool's ≤ 50 ms" and "ingest keeps up with
// 10,000 rovers at 1 Hz GGA (CPU and memory)". 100,000 service accounts are added to the demo
// customer (spread over its pools), then 24 h of rollups are seeded through the sandbox's own
// write path (`upsertPartials`, what each caster tick calls) with one synthetic partial per
// rover and active hour (each rover works BENCH_FLEET_HOURS hours of the day, default 4: half a
// shift). A query figure times both calls the page makes (fleetHealth and fleetWorst, each
// with its doctor verdicts) through the SDK over HTTP. The ingest figure times writeTick for
// ticks of 10,000 GGA rows (and their behaviour rows, as the caster's recorder queues them)
// with the rollups (gathered for 10 s of records, then written: a tick that writes them costs
// more, and what the last ticks gathered is written at the end and counted), and reports the
// process's CPU share at 1 Hz and its RSS.
import { join } from "node:path";
import { percentile, record, root, signIn, startSandbox } from "../lib.mjs";

const { emptyPartial, flushFleet, upsertPartials, writeTick, insertSession } = await import(
  join(root, "packages/fixtures/dist/index.js")
);

const ROVERS = Number(process.env.BENCH_FLEET_ROVERS ?? 100_000);
const HOURS_PER_ROVER = Number(process.env.BENCH_FLEET_HOURS ?? 4);
const INGEST_ROVERS = 10_000;
const INGEST_TICKS = 20;
const QUERY_RUNS = 30;
const HOUR = 3_600_000;

/** Deterministic pseudo-random in [0, 1). */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function addAccounts(db, customerId) {
  const cols = db
    .prepare("PRAGMA table_info(service_accounts)")
    .all()
    .map((c) => c.name)
    .filter((c) => c !== "id");
  const template = db
    .prepare("SELECT id FROM service_accounts WHERE customer_id = ? AND select_type = 1 ORDER BY id LIMIT 1")
    .get(customerId).id;
  const pools = db
    .prepare("SELECT pool_id, service_product FROM pools WHERE customer_id = ? AND select_type = 1")
    .all(customerId);
  db.prepare("CREATE TEMP TABLE bench_pools (k INTEGER PRIMARY KEY, pool_id TEXT, product TEXT)").run();
  const put = db.prepare("INSERT INTO bench_pools VALUES (?, ?, ?)");
  for (const [k, p] of pools.entries()) put.run(k, p.pool_id, p.service_product);
  const value = (c) =>
    ({
      account_id: "'FLT' || n",
      account_name: "'fleet' || printf('%06d', n)",
      pool_id: "(SELECT pool_id FROM bench_pools WHERE k = n % (SELECT COUNT(*) FROM bench_pools))",
      service_product: "(SELECT product FROM bench_pools WHERE k = n % (SELECT COUNT(*) FROM bench_pools))",
      order_no: "'FLTO' || n",
    })[c] ?? `t.${c}`;
  db.prepare(
    `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ?)
     INSERT INTO service_accounts (${cols.join(", ")})
     SELECT ${cols.map(value).join(", ")} FROM seq, service_accounts t WHERE t.id = ?`,
  ).run(ROVERS, template);
  return db
    .prepare(
      "SELECT account_name AS name, customer_id AS customerId, pool_id AS poolId, service_product AS product FROM service_accounts WHERE account_id LIKE 'FLT%' ORDER BY id",
    )
    .all();
}

/** One rover's hour: 3,600 GGA of a profile (most fix well, some float, a few stay single), spread over its twelve 5-minute buckets. */
function partialOf(r, rand, rover, hour) {
  const p = emptyPartial(rover.name, rover, hour);
  const kind = rand();
  const fixedShare = kind < 0.8 ? 0.9 + rand() * 0.1 : kind < 0.95 ? rand() * 0.5 : 0;
  p.gga = 3600;
  p.fixed = Math.floor(3600 * fixedShare);
  p.float = Math.floor((3600 - p.fixed) * 0.7);
  p.single = 3600 - p.fixed - p.float - 10;
  p.other = 10;
  p.invalid = 10;
  p.sats = 3600 * (14 + Math.floor(rand() * 16));
  const age = rand() < 0.9 ? 1 : 4;
  p.ageHist[age] = 3590;
  p.ageMax = age + 1 + rand() * 5;
  p.kmHist[3 + Math.floor(rand() * 4)] = 3600;
  p.kmMax = 5 + rand() * 40;
  p.kmLast = p.kmMax;
  if (r === 0) {
    p.logins = 1;
    p.ttffHist[2 + Math.floor(rand() * 3)] = 1;
    p.ttffMax = 10 + rand() * 20;
  }
  if (kind > 0.995)
    p.refusals.set(rand() < 0.5 ? "bad_credentials" : "concurrency", 1 + Math.floor(rand() * 5));
  p.buckets5 = Array.from({ length: 12 }, (_, k) => hour * 3600 + k * 300);
  return p;
}

/** Wall and CPU ms of both calls, each sorted (CPU time: what the calls cost when other processes share the cores). */
async function timeCalls(client, scope) {
  const wall = [];
  const cpu = [];
  await client.fleet.health(scope);
  await client.fleet.worst(scope);
  for (let i = 0; i < QUERY_RUNS; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const [h, w] = await Promise.all([client.fleet.health(scope), client.fleet.worst(scope)]);
    const c = process.cpuUsage(c0);
    wall.push(performance.now() - t0);
    cpu.push((c.user + c.system) / 1000);
    if (h.summary.ggaCount === 0 || w.list.length === 0) throw new Error("unexpected fleet answer");
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

export default async function run() {
  const running = await startSandbox({ memory: true, captcha: "1234", port: 0, log: false, ntripPort: null });
  try {
    const db = running.sandbox.db;
    const now = running.sandbox.clock.now();
    const customerId = db.prepare("SELECT customer_id AS id FROM users WHERE username = 'demo'").get().id;
    let t0 = performance.now();
    const rovers = addAccounts(db, customerId);
    const accountsS = (performance.now() - t0) / 1000;

    // 24 h of rollups, hour by hour (oldest first) as the ingest would write them.
    t0 = performance.now();
    const seedCpu0 = process.cpuUsage();
    const rand = rng(42);
    const nowHour = Math.floor(now / HOUR);
    const shifts = rovers.map(() => Math.floor(rand() * (24 - HOURS_PER_ROVER + 1)));
    let partials = 0;
    for (let h = nowHour - 23; h <= nowHour; h++) {
      const batch = [];
      rovers.forEach((rover, k) => {
        const r = h - (nowHour - 23) - (shifts[k] ?? 0);
        if (r >= 0 && r < HOURS_PER_ROVER) batch.push(partialOf(r, rand, rover, h));
      });
      for (let i = 0; i < batch.length; i += 10_000)
        upsertPartials(db, batch.slice(i, i + 10_000), Math.min(now, (h + 1) * HOUR - 1));
      partials += batch.length;
    }
    const seedS = (performance.now() - t0) / 1000;
    const seedCpu = process.cpuUsage(seedCpu0);
    console.log(
      `     seeded ${rovers.length} accounts in ${accountsS.toFixed(1)} s, ${partials} rover-hours of rollups in ${seedS.toFixed(1)} s (CPU ${((seedCpu.user + seedCpu.system) / 1e6).toFixed(1)} s)`,
    );

    const { client } = await signIn(running.url);
    const poolId = rovers[0].poolId;
    const poolSize = rovers.filter((r) => r.poolId === poolId).length;
    for (const [name, scope, budget] of [
      [`fleet health of ${ROVERS} rovers, 24 h (fleetHealth + fleetWorst)`, { window: "24h" }, 200],
      [`fleet health of one pool (${poolSize} rovers), 24 h`, { poolId, window: "24h" }, 50],
      [`fleet health of ${ROVERS} rovers, 7 d`, { window: "7d" }, 200],
    ]) {
      const t = await timeCalls(client, scope);
      record(`${name}, p95`, percentile(t.wall, 95), "ms", budget);
      record(`${name}, CPU p95`, percentile(t.cpu, 95), "ms", budget);
    }

    // Ingest: 10,000 rovers at 1 Hz through writeTick with the rollups.
    const sessions = rovers.slice(0, INGEST_ROVERS).map((r, k) => ({
      ...r,
      id: insertSession(db, {
        customerId,
        accountName: r.name,
        servSubType: "nrtk_serv",
        deviceId: null,
        connectType: "NTRIP v2",
        accessPoint: "RTCM33GRC",
        ip: "203.0.113.1",
        port: 20_000 + k,
        loginTime: now,
      }),
    }));
    const tickMs = [];
    const cpu0 = process.cpuUsage();
    const wall0 = performance.now();
    let peakRss = process.memoryUsage().rss;
    for (let t = 0; t < INGEST_TICKS; t++) {
      const time = now + 1000 + t * 1000;
      const gga = sessions.map((s, k) => ({
        sessionId: s.id,
        accountName: s.name,
        time,
        fixStatus: (k + t) % 10 === 0 ? 5 : 4,
        satellites: 20,
        diffAge: 1 + (k % 3),
        lat: 39.9 + (k % 100) * 0.001,
        lon: 116.4 + (k % 97) * 0.001,
        height: 50,
        accessPoint: "RTCM33GRC",
        raw: "$GPGGA,000000.00,3954.000,N,11624.000,E,4,20,0.8,50.0,M,0.0,M,1.0,0000*00",
      }));
      const behaviour = gga.map((g) => ({
        customerId,
        accountName: g.accountName,
        time,
        opType: 4,
        lat: g.lat,
        lon: g.lon,
        ip: "203.0.113.1",
        port: 20_000,
        accessPoint: g.accessPoint,
        ggaStr: g.raw,
      }));
      const sessionGga = gga.map((g) => ({ sessionId: g.sessionId, time, status: g.fixStatus }));
      const a = performance.now();
      writeTick(db, { gga, behaviour, errors: [], sessionGga, rtcm: null });
      tickMs.push(performance.now() - a);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
    // What the last ticks gathered is written too: the figure covers every tick's rollups.
    const f = performance.now();
    flushFleet(db);
    tickMs[tickMs.length - 1] += performance.now() - f;
    const cpu = process.cpuUsage(cpu0);
    const wallMs = performance.now() - wall0;
    tickMs.sort((a, b) => a - b);
    const p95 = percentile(tickMs, 95);
    record("ingest of 10,000 GGA a tick through writeTick with fleet rollups, p95", p95, "ms", 1000);
    record(
      "ingest of 10,000 GGA a tick, CPU per tick",
      (cpu.user + cpu.system) / 1000 / INGEST_TICKS,
      "ms",
      1000,
    );
    // At 1 Hz the process spends this share of one core on the ingest (CPU time per tick / 1 s).
    record(
      "ingest CPU at 10,000 rovers, 1 Hz (share of one core)",
      ((cpu.user + cpu.system) / 1000 / INGEST_TICKS / 1000) * 100,
      "%",
      100,
    );
    record(`sandbox RSS with ${ROVERS} rovers' rollups while ingesting`, peakRss / 2 ** 20, "MB", null);
    console.log(
      `     (ingest measured over ${INGEST_TICKS} ticks in ${(wallMs / 1000).toFixed(1)} s of wall time)`,
    );
  } finally {
    await running.close();
  }
}
