import { join } from "node:path";
import { root } from "./catalogue";
import type { RunningSandbox } from "./sandbox";

// Rover traffic for the fleet health walk (e2e/fleet.spec.ts), written into a test's own
// sandbox the way its caster writes it: one `writeTick` a second (GGA, logins), each refusal
// through `insertErrorRow`, so the fleet rollups, the fault page's records and the doctor's
// verdicts all come from the real write path (the sandbox build's exports for tests). Six
// rovers of the demo customer over the last hour, half of them in one high-precision pool, each
// faring differently, one more rover refused eight times, and half an hour two days ago (the
// 7-day trend has more than one day).

const SANDBOX_DIR = process.env.E2E_SANDBOX_DIR ?? join(root, "packages/fixtures/dist");
const HOUR = 3_600_000;
const AP = "RTCM33GRC";
const BJ = { lat: 39.95, lon: 116.45 };
/** ~85 km north of Hohhot: beyond the doctor's 50 km, inside the caster's stream limit. */
const FAR = { lat: 41.6, lon: 111.75 };

/** How each rover behaves at second `i` of its session. */
const PROFILES = {
  fixed: (i: number) => ({ fix: i < 20 ? 5 : 4, age: 1, pos: BJ }),
  float: (_i: number) => ({ fix: 5, age: 2, pos: BJ }),
  poor: (i: number) => ({ fix: i % 10 < 3 ? 4 : i % 10 < 6 ? 1 : 5, age: 3, pos: BJ }),
  stale: (i: number) => ({ fix: 4, age: i % 2 ? 1 : 40 + (i % 20), pos: BJ }),
  far: (i: number) => ({ fix: i < 60 ? 5 : 4, age: 4, pos: FAR }),
} as const;
type Profile = keyof typeof PROFILES;
const PLAN: Profile[] = ["fixed", "float", "poor", "stale", "far", "fixed"];

/** What the walk needs to know of the traffic it wrote. */
export interface FleetTraffic {
  /** Rovers by profile, in plan order. */
  rovers: { accountName: string; profile: Profile; inPool: boolean }[];
  /** The rover refused eight times for a bad password (no GGA). */
  refused: string;
  /** The refused attempts written. */
  refusals: number;
  /** The pool half of the rovers are in, and its product. */
  poolId: string;
  poolProduct: string;
}

interface Db {
  prepare(sql: string): {
    all(...a: unknown[]): unknown[];
    get(...a: unknown[]): unknown;
    run(...a: unknown[]): unknown;
  };
}

/** Write the traffic into `running` (a test's own sandbox, started in this process). */
export async function writeFleetTraffic(running: RunningSandbox): Promise<FleetTraffic> {
  const { writeTick, insertSession, insertErrorRow } = await import(join(SANDBOX_DIR, "index.js"));
  const sandbox = (running as RunningSandbox & { sandbox: { db: Db; core: { now(): number } } }).sandbox;
  const db = sandbox.db;
  const now = sandbox.core.now();
  const { id: customerId } = db
    .prepare("SELECT customer_id AS id FROM users WHERE username = 'demo'")
    .get() as {
    id: number;
  };
  const pool = db
    .prepare(
      "SELECT pool_id, service_product FROM pools WHERE customer_id = ? AND select_type = 1 ORDER BY pool_id LIMIT 1",
    )
    .get(customerId) as { pool_id: string; service_product: string };
  const names = (
    db
      .prepare(
        `SELECT account_name FROM service_accounts WHERE customer_id = ? AND service_sub_type = 'nrtk_serv'
          ORDER BY id LIMIT ?`,
      )
      .all(customerId, PLAN.length + 1) as { account_name: string }[]
  ).map((a) => a.account_name);
  if (names.length < PLAN.length + 1)
    throw new Error(`the seed has ${names.length} network RTK accounts, not ${PLAN.length + 1}`);
  // The rovers in service and enabled (the seed spreads states; here the verdicts are about the
  // traffic), every other one in the pool and of its product, the rest in none.
  const rovers = PLAN.map((profile, k) => ({
    accountName: names[k] as string,
    profile,
    inPool: k % 2 === 0,
  }));
  for (const r of rovers)
    db.prepare(
      `UPDATE service_accounts SET service_state = 2, disable_state = 1, pool_id = ?,
          service_product = CASE WHEN ? THEN ? ELSE service_product END WHERE account_name = ?`,
    ).run(r.inPool ? pool.pool_id : null, r.inPool ? 1 : 0, pool.service_product, r.accountName);

  const login = (accountName: string, time: number, port: number) => ({
    customerId,
    accountName,
    time,
    opType: 1 as 1 | 2,
    lat: null,
    lon: null,
    ip: "203.0.113.9",
    port,
    accessPoint: AP,
    ggaStr: null,
  });
  /** One session per rover from `start` to `end`, GGA at 1 Hz; `close`: logged out at `end`. */
  const sessionsOver = (start: number, end: number, of: typeof rovers, close: boolean) => {
    const sessions = of.map((r, k) => {
      const loginTime = start + k * 1000;
      const id = insertSession(db, {
        customerId,
        accountName: r.accountName,
        servSubType: "nrtk_serv",
        deviceId: null,
        connectType: "NTRIP v2",
        accessPoint: AP,
        ip: "203.0.113.9",
        port: 40_000 + k,
        loginTime,
      });
      return { id, loginTime, ...r };
    });
    writeTick(db, {
      gga: [],
      behaviour: sessions.map((s, k) => login(s.accountName, s.loginTime, 40_000 + k)),
      errors: [],
      sessionGga: [],
      rtcm: null,
    });
    for (let t = start + 10_000; t <= end; t += 1000)
      writeTick(db, {
        gga: sessions.map((s) => {
          const i = (t - s.loginTime) / 1000;
          const p = PROFILES[s.profile](i);
          return {
            sessionId: s.id,
            accountName: s.accountName,
            time: t,
            fixStatus: p.fix,
            satellites: 12 + (i % 12),
            diffAge: p.fix >= 2 ? p.age : null,
            lat: p.pos.lat,
            lon: p.pos.lon,
            height: 50,
            accessPoint: AP,
            raw: "$GPGGA",
          };
        }),
        behaviour: [],
        errors: [],
        sessionGga: [],
        rtcm: null,
      });
    if (!close) return;
    // What the caster's closeSession does when a rover hangs up, and the logout it logs.
    for (const x of sessions)
      db.prepare("UPDATE ntrip_sessions SET logout_time = ? WHERE id = ? AND logout_time IS NULL").run(
        end,
        x.id,
      );
    writeTick(db, {
      gga: [],
      behaviour: sessions.map((x, k) => ({ ...login(x.accountName, end, 40_000 + k), opType: 2 as 1 | 2 })),
      errors: [],
      sessionGga: [],
      rtcm: null,
    });
  };
  sessionsOver(now - 2 * 24 * HOUR, now - 2 * 24 * HOUR + HOUR / 2, rovers.slice(0, 3), true);
  sessionsOver(now - HOUR, now - 1000, rovers, false);

  const refused = names[PLAN.length] as string;
  const refusals = 8;
  for (let k = 0; k < refusals; k++)
    insertErrorRow(db, {
      customerId,
      accountName: refused,
      time: now - 50 * 60_000 + k * 60_000,
      errorType: 1,
      ip: "203.0.113.9",
      port: 41_000,
      accessPoint: AP,
      errorDesc: "bad password",
    });
  return { rovers, refused, refusals, poolId: pool.pool_id, poolProduct: pool.service_product };
}
