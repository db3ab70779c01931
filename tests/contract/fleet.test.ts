// Contract of the fleet-health calls (a project addition; docs/fleet-health.md) through the
// SDK's `fleet` resource against the in-process sandbox, over traffic written the way the
// caster writes it (writeTick per 1 Hz tick, refusals one by one): the figures of the rollups
// against a direct computation over the raw GGA rows, per rover, per pool and for the whole
// fleet; each worst rover's verdict against the doctor's (`client.fault.report`, what
// `fixcloud doctor` runs); the windows expiring on the sandbox clock; the scope refusals.
import {
  ApiError,
  FAULT_STATIONS,
  FLEET_HISTOGRAMS,
  type FixcloudClient,
  type FleetRover,
} from "@fixcloud/sdk";
import { MAX_STREAM_DISTANCE_KM, mountPointByName, nearestStation } from "@fixcloud/sdk/stations";
import { insertErrorRow, insertSession, writeTick } from "@fixcloud/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOW, createHarness } from "./harness.js";

const h = createHarness({ validateResponses: true });
afterAll(() => h.sandbox.close());

const db = () => h.sandbox.db;
const HOUR = 3_600_000;
const AP = "RTCM33GRC";
const BJ = { lat: 39.95, lon: 116.45 };
/** ~85 km north of Hohhot: beyond the doctor's 50 km, inside the caster's stream limit. */
const FAR = { lat: 41.6, lon: 111.75 };
const rows = <T>(sql: string, ...args: unknown[]) =>
  db()
    .prepare(sql)
    .all(...args) as T[];
const one = <T>(sql: string, ...args: unknown[]) => rows<T>(sql, ...args)[0] as T;

/** How each sample rover behaves, by second `i` of its session. */
const PROFILES = {
  fixed: (i: number) => ({ fix: i < 20 ? 5 : 4, age: 1, pos: BJ }),
  float: (i: number) => ({ fix: i % 97 === 0 ? 2 : 5, age: 2, pos: BJ }),
  poor: (i: number) => ({ fix: i % 10 < 3 ? 4 : i % 10 < 6 ? 1 : 5, age: 3, pos: BJ }),
  stale: (i: number) => ({ fix: 4, age: i % 2 ? 1 : 20 + (i % 40), pos: BJ }),
  far: (i: number) => ({ fix: i < 60 ? 5 : 4, age: 4, pos: FAR }),
  mixed: (i: number) => ({ fix: [4, 4, 5, 1, 0, 4, 2, 6][i % 8] as number, age: (i % 13) + 0.5, pos: BJ }),
} as const;
type Profile = keyof typeof PROFILES;
const PLAN: Profile[] = ["fixed", "float", "poor", "stale", "far", "mixed", "fixed", "mixed"];

let demo: FixcloudClient;
let customerId: number;
let names: string[];
let refused: string;
let poolId: string;
let poolProduct: string;
const START = NOW - 70 * 60_000;
const END = NOW - 1000;

beforeAll(async () => {
  demo = (await h.signIn()).client;
  customerId = one<{ id: number }>("SELECT customer_id AS id FROM users WHERE username = 'demo'").id;
  const accounts = rows<{ account_name: string }>(
    `SELECT account_name FROM service_accounts WHERE customer_id = ? AND service_sub_type = 'nrtk_serv'
        AND service_state = 2 AND disable_state = 1 ORDER BY id LIMIT ?`,
    customerId,
    PLAN.length + 1,
  ).map((a) => a.account_name);
  names = accounts.slice(0, PLAN.length);
  refused = accounts[PLAN.length] as string;
  const pool = one<{ pool_id: string; service_product: string }>(
    "SELECT pool_id, service_product FROM pools WHERE customer_id = ? AND select_type = 1 ORDER BY pool_id LIMIT 1",
    customerId,
  );
  poolId = pool.pool_id;
  poolProduct = pool.service_product;
  const otherProduct = one<{ p: string }>(
    "SELECT service_product AS p FROM pools WHERE service_product <> ? LIMIT 1",
    poolProduct,
  ).p;
  // Half the sample in the pool (and so of its product), the rest out of every pool and product.
  for (const [k, n] of names.entries())
    db()
      .prepare("UPDATE service_accounts SET pool_id = ?, service_product = ? WHERE account_name = ?")
      .run(k % 2 === 0 ? poolId : null, k % 2 === 0 ? poolProduct : otherProduct, n);
  // Each rover logs in (the "mixed" ones twice), then sends 1 Hz GGA until a second ago.
  const sessions = names.map((accountName, k) => {
    const loginTime = START + k * 1000;
    const id = insertSession(db(), {
      customerId,
      accountName,
      servSubType: "nrtk_serv",
      deviceId: null,
      connectType: "NTRIP v2",
      accessPoint: AP,
      ip: "203.0.113.9",
      port: 40_000 + k,
      loginTime,
    });
    return { id, accountName, loginTime, profile: PLAN[k] as Profile };
  });
  const login = (accountName: string, time: number) => ({
    customerId,
    accountName,
    time,
    opType: 1 as const,
    lat: null,
    lon: null,
    ip: "203.0.113.9",
    port: 40_000,
    accessPoint: AP,
    ggaStr: null,
  });
  writeTick(db(), {
    gga: [],
    behaviour: sessions.map((s) => login(s.accountName, s.loginTime)),
    errors: [],
    sessionGga: [],
    rtcm: null,
  });
  for (let t = START + 10_000; t <= END; t += 1000) {
    const gga = sessions.map((s) => {
      const i = (t - s.loginTime) / 1000;
      const p = PROFILES[s.profile](i);
      return {
        sessionId: s.id,
        accountName: s.accountName,
        time: t,
        fixStatus: p.fix,
        satellites: 10 + (i % 15),
        diffAge: p.fix >= 2 ? p.age : null,
        lat: p.fix > 0 ? p.pos.lat : null,
        lon: p.fix > 0 ? p.pos.lon : null,
        height: 50,
        accessPoint: AP,
        raw: "$GPGGA",
      };
    });
    const again = sessions.filter((s) => s.profile === "mixed" && t === START + 35 * 60_000);
    writeTick(db(), {
      gga,
      behaviour: again.map((s) => login(s.accountName, t)),
      errors: [],
      sessionGga: [],
      rtcm: null,
    });
  }
  for (let k = 0; k < 8; k++)
    insertErrorRow(db(), {
      customerId,
      accountName: refused,
      time: START + k * 60_000,
      errorType: 1,
      ip: "203.0.113.9",
      port: 41_000,
      accessPoint: AP,
      errorDesc: "bad password",
    });
}, 120_000);

interface Raw {
  fix: number;
  age: number | null;
  sats: number;
  lat: number | null;
  lon: number | null;
  time: number;
  ap: string;
}
const rawOf = (accounts: readonly string[]) =>
  rows<Raw & { account_name: string }>(
    `SELECT account_name, fix_status AS fix, diff_age AS age, satellites AS sats, lat, lon, time, access_point AS ap
       FROM gga_records WHERE account_name IN (SELECT value FROM json_each(?)) AND time > ? ORDER BY time`,
    JSON.stringify(accounts),
    NOW - 24 * HOUR,
  );
const pct = (n: number, d: number) => (d ? Math.round((n / d) * 1000) / 10 : 0);
/** The percentile the histogram reads: the upper edge of the bucket of the raw percentile value (or the max past the last edge). */
const bucketed = (values: number[], p: number, edges: readonly number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const v = s[Math.max(1, Math.ceil((p / 100) * s.length)) - 1] as number;
  const edge = edges.find((e) => v <= e);
  return (
    Math.round(
      (edge === undefined ? (s[s.length - 1] as number) : Math.min(edge, s[s.length - 1] as number)) * 10,
    ) / 10
  );
};
const direct = (raw: readonly Raw[]) => {
  const n = raw.length;
  const count = (f: (r: Raw) => boolean) => raw.filter(f).length;
  const ages = raw.filter((r) => r.fix >= 2 && r.age !== null).map((r) => r.age as number);
  return {
    ggaCount: n,
    fixedPct: pct(
      count((r) => r.fix === 4),
      n,
    ),
    floatPct: pct(
      count((r) => r.fix === 5),
      n,
    ),
    singlePct: pct(
      count((r) => r.fix === 1 || r.fix === 2),
      n,
    ),
    otherPct: pct(
      count((r) => ![1, 2, 4, 5].includes(r.fix)),
      n,
    ),
    diffAgeP95S: ages.length ? bucketed(ages, 95, FLEET_HISTOGRAMS.diffAgeS) : null,
    diffAgeP50S: ages.length ? bucketed(ages, 50, FLEET_HISTOGRAMS.diffAgeS) : null,
    satellitesMean: Math.round((raw.reduce((a, r) => a + r.sats, 0) / n) * 10) / 10,
  };
};
const kmOf = (r: Raw) =>
  nearestStation(r.lat as number, r.lon as number, mountPointByName(r.ap)?.region).distanceKm;

describe("fleet: the rollups agree with the raw GGA", () => {
  it("each worst rover's figures equal a direct computation over its GGA rows", async () => {
    const { list } = await demo.fleet.worst({ window: "24h" });
    const byName = new Map(list.map((r) => [r.accountName, r]));
    for (const name of names) {
      const raw = rawOf([name]);
      const d = direct(raw);
      const r = byName.get(name) as FleetRover;
      expect(r, name).toBeDefined();
      expect({
        ggaCount: r.ggaCount,
        fixedPct: r.fixedPct,
        floatPct: r.floatPct,
        singlePct: r.singlePct,
        diffAgeP95S: r.diffAgeP95S,
      }).toEqual({
        ggaCount: d.ggaCount,
        fixedPct: d.fixedPct,
        floatPct: d.floatPct,
        singlePct: d.singlePct,
        diffAgeP95S: d.diffAgeP95S,
      });
      const last = [...raw].reverse().find((x) => x.fix > 0 && x.lat !== null) as Raw;
      expect(r.distanceKm).toBe(Math.round(kmOf(last) * 10) / 10);
      expect(r.reconnects).toBe(PLAN[names.indexOf(name)] === "mixed" ? 2 : 1);
    }
    expect(byName.get(refused)).toMatchObject({ ggaCount: 0, refusals: 8, reconnects: 0 });
  });

  it("the fleet and a pool: summary and rover counts equal the direct computation; the trend adds up", async () => {
    const inPool = names.filter((_, k) => k % 2 === 0);
    for (const [scope, accounts] of [
      [{}, names],
      [{ poolId }, inPool],
      [{ serviceProduct: poolProduct }, inPool],
    ] as const) {
      const f = await demo.fleet.health({ ...scope, window: "24h" });
      const raw = rawOf(accounts);
      const d = direct(raw);
      expect(f.summary).toMatchObject({
        ggaCount: d.ggaCount,
        fixedPct: d.fixedPct,
        floatPct: d.floatPct,
        singlePct: d.singlePct,
        otherPct: d.otherPct,
        satellitesMean: d.satellitesMean,
        diffAgeS: { p50: d.diffAgeP50S, p95: d.diffAgeP95S },
      });
      const kms = raw.filter((r) => r.fix > 0 && r.lat !== null).map(kmOf);
      expect(f.summary.distanceKm).toEqual({
        p50: bucketed(kms, 50, FLEET_HISTOGRAMS.distanceKm),
        p95: bucketed(kms, 95, FLEET_HISTOGRAMS.distanceKm),
        max: Math.round(Math.max(...kms) * 10) / 10,
      });
      const fixing = accounts.filter((n) => direct(rawOf([n])).fixedPct >= 50).length;
      expect(f.rovers).toMatchObject({
        active: accounts.length,
        fixing,
        notFixing: accounts.length - fixing,
      });
      expect(f.trend).toHaveLength(288);
      expect(f.trend.reduce((a, t) => a + t.ggaCount, 0)).toBe(d.ggaCount);
      // Active rovers per 5-minute bucket: the distinct accounts with GGA in it.
      const distinct = new Map<number, Set<string>>();
      for (const r of rows<{ account_name: string; time: number }>(
        "SELECT account_name, time FROM gga_records WHERE account_name IN (SELECT value FROM json_each(?))",
        JSON.stringify(accounts),
      )) {
        const b = Math.floor(r.time / 300_000) * 300_000;
        distinct.set(b, (distinct.get(b) ?? new Set()).add(r.account_name));
      }
      for (const t of f.trend) {
        const ms = Date.parse(`${t.time.replace(" ", "T")}Z`);
        expect(t.activeRovers, t.time).toBe(distinct.get(ms)?.size ?? 0);
      }
    }
    const fleet = await demo.fleet.health({ window: "24h" });
    expect(fleet.summary.refusals).toEqual([{ reason: "bad_credentials", count: 8 }]);
    // 8 sample rovers logged in 10 times over 8 rover-hours... per active rover-hour of the hourly buckets.
    expect(fleet.summary.reconnectsPerHour).toBeGreaterThan(0);
    expect(fleet.summary.ttffS?.p95).toBeGreaterThan(0);
    const pool = await demo.fleet.health({ poolId, window: "24h" });
    const total = one<{ n: number }>(
      "SELECT (SELECT COUNT(*) FROM service_accounts WHERE pool_id = ?) + (SELECT COUNT(*) FROM pool_devices WHERE pool_id = ?) AS n",
      poolId,
      poolId,
    ).n;
    expect(pool.rovers.total).toBe(total);
  });
});

describe("fleet: the worst rovers and their verdicts", () => {
  it("each verdict is the doctor's first finding for that account over the same 24 h", async () => {
    const { list } = await demo.fleet.worst({ window: "24h" });
    expect(list.length).toBeLessThanOrEqual(50);
    for (const r of list.filter((x) => [...names, refused].includes(x.accountName))) {
      const { findings } = await demo.fault.report(
        { accountName: r.accountName, servSubType: "nrtk_serv", startTime: NOW - 24 * HOUR, endTime: NOW },
        { stations: FAULT_STATIONS },
      );
      expect({ name: r.accountName, code: r.verdict.code, severity: r.verdict.severity }).toEqual({
        name: r.accountName,
        code: findings[0]?.code,
        severity: findings[0]?.severity,
      });
    }
    const verdict = (p: Profile) => list.find((x) => x.accountName === names[PLAN.indexOf(p)])?.verdict.code;
    expect([verdict("fixed"), verdict("float"), verdict("stale"), verdict("far")]).toEqual([
      "ok",
      "fix_quality",
      "diff_age_high",
      "far_from_coverage",
    ]);
    expect(list.find((x) => x.accountName === refused)?.verdict.code).toBe("credentials_rejected");
  });

  it("worst first: errors before warnings before the rest", async () => {
    const { list } = await demo.fleet.worst({ window: "24h" });
    const rank = { error: 0, warning: 1, info: 2 } as const;
    const ranks = list.map((r) => rank[r.verdict.severity]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(list.at(-1)?.verdict.code).toBe("ok");
  });
});

describe("fleet: scopes", () => {
  it("a pool not the caller's is 404; a product the pool does not hold matches nothing", async () => {
    const e = await demo.fleet.health({ poolId: "PL-NOT-OURS" }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).code).toBe(404);
    const other = await demo.fleet.health({ poolId, serviceProduct: "no_such_product" });
    expect(other.summary.ggaCount).toBe(0);
    expect(other.rovers.total).toBe(0);
    expect((await demo.fleet.worst({ poolId, serviceProduct: "no_such_product" })).list).toEqual([]);
  });

  it("the 7-day view has 168 hourly points holding the same GGA", async () => {
    const week = await demo.fleet.health({ window: "7d" });
    const day = await demo.fleet.health({ window: "24h" });
    expect(week.trend).toHaveLength(168);
    expect(week.summary.ggaCount).toBe(day.summary.ggaCount);
  });
});

describe("fleet: the windows expire on the sandbox clock", () => {
  it("past 24 h the day is empty and the week still holds it; past 7 days both are empty", async () => {
    const before = await demo.fleet.health({ window: "24h" });
    h.sandbox.clock.advance(25 * HOUR);
    demo = (await h.signIn()).client; // the session of an hour ago has expired
    const day = await demo.fleet.health({ window: "24h" });
    expect(day.summary.ggaCount).toBe(0);
    expect(day.rovers).toMatchObject({ active: 0, fixing: 0 });
    expect((await demo.fleet.worst({ window: "24h" })).list).toEqual([]);
    const week = await demo.fleet.health({ window: "7d" });
    expect(week.summary.ggaCount).toBe(before.summary.ggaCount);
    expect((await demo.fleet.worst({ window: "7d" })).list.length).toBe(names.length + 1);
    h.sandbox.clock.advance(7 * 24 * HOUR);
    demo = (await h.signIn()).client;
    expect((await demo.fleet.health({ window: "7d" })).summary.ggaCount).toBe(0);
    expect((await demo.fleet.worst({ window: "7d" })).list).toEqual([]);
  });
});

it("the far sample is beyond the doctor's coverage and inside the stream limit", () => {
  const km = nearestStation(FAR.lat, FAR.lon, "CN").distanceKm;
  expect(km).toBeGreaterThan(50);
  expect(km).toBeLessThan(MAX_STREAM_DISTANCE_KM);
});
