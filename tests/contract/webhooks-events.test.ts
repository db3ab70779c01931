// Webhook events from their sources (docs/webhooks.md "Events"): each new domain event
// is published once, at the place where it happens, after its change is committed, and reaches
// an endpoint: a rover's session accepted by the NTRIP caster (rover.connected), its first RTK
// fixed GGA (rover.first_fix) and a drop from fixed (rover.fix_degraded), a pending automatic
// account activated by that first connection (account.activated via "connection"), and a pool
// used up by creating accounts from it (pool.exhausted). A real sandbox on free ports, a real
// rover over TCP, a local receiver.
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type RunningSandbox, encodeGga, ntripConnect, startSandbox } from "@fixcloud/fixtures";
import { type CalType, type FixcloudClient, createClient } from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SEED_TIME } from "./harness.js";

let running: RunningSandbox;
let client: FixcloudClient;
let server: Server;
let url: string;
const received: { type: string; data: Record<string, unknown> }[] = [];
/** Every bus event of the webhook types, as published. */
const published: { type: string; data: unknown }[] = [];

beforeAll(async () => {
  running = await startSandbox({
    memory: true,
    captcha: "1234",
    port: 0,
    ntripPort: 0,
    seedTime: SEED_TIME,
    log: false,
  });
  for (const type of [
    "rover.connected",
    "rover.first_fix",
    "rover.fix_degraded",
    "account.activated",
    "pool.exhausted",
  ] as const)
    running.sandbox.events.subscribe(type, (e) => published.push({ type: e.type, data: e.data }));
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      received.push(JSON.parse(body));
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  const anonymous = createClient({ baseURL: running.url });
  const { uuid } = await anonymous.session.captcha();
  const session = await anonymous.session.loginByUsername({
    username: "demo",
    password: running.sandbox.options.demoPassword,
    code: "1234",
    uuid,
  });
  client = createClient({ baseURL: running.url, token: session.token });
  await client.webhooks.create({ url });
});
afterAll(async () => {
  await running.close();
  await new Promise((r) => server.close(r));
});

/** A high-precision account of the demo customer put into a state (offline, one seat). */
function account(state: "inService" | "pendingAuto", offset: number) {
  const db = running.sandbox.db;
  const row = db
    .prepare(
      `SELECT id, account_name AS name, password FROM service_accounts
       WHERE select_type = 1 AND service_product = 'multi_frequency_rtk' ORDER BY id LIMIT 1 OFFSET ?`,
    )
    .get(offset) as { id: number; name: string; password: string };
  const set =
    state === "inService"
      ? "service_state = 2, disable_state = 1, end_time = '2099-01-01 00:00:00'"
      : "service_state = 1, disable_state = 1, activation_type = 2, activation_time = NULL, end_time = NULL, force_activation_time = '2099-01-01 00:00:00'";
  db.prepare(`UPDATE service_accounts SET ${set}, online_state = 2, cal_type = 'days_pool' WHERE id = ?`).run(
    row.id,
  );
  return row;
}

const gga = (quality: number) =>
  encodeGga({
    time: Date.now(),
    lat: 39.9,
    lon: 116.4,
    height: 50,
    quality,
    satellites: 18,
    diffAge: 1,
    stationId: 1,
  });
/** A rover connecting with account `a` to the RTCM33GRC mount point. */
const rover = (a: { name: string; password: string }) =>
  ntripConnect({
    host: "127.0.0.1",
    port: running.ntripPort as number,
    mount: "RTCM33GRC",
    user: a.name,
    password: a.password,
  });
const count = (type: string) => published.filter((p) => p.type === type).length;

describe("webhook events from their sources", () => {
  it("a rover's session: connected once, first fix once, degraded on each drop from fixed", async () => {
    const a = account("inService", 0);
    const c = await rover(a);
    try {
      expect(c.statusLine).toBe("ICY 200 OK");
      for (const q of [1, 5, 4, 4, 5, 4, 1]) {
        c.send(gga(q));
        await new Promise((r) => setTimeout(r, 30));
      }
      await vi.waitFor(() => expect(count("rover.fix_degraded")).toBe(2), { timeout: 8_000 });
      expect(count("rover.connected")).toBe(1);
      expect(count("rover.first_fix")).toBe(1);
      expect(
        published
          .filter((p) => p.type === "rover.fix_degraded")
          .map((p) => (p.data as { fixQuality: number }).fixQuality),
      ).toEqual([5, 1]);
      await vi.waitFor(
        () =>
          expect(
            received.filter((r) => r.type.startsWith("rover.") && r.data.accountName === a.name),
          ).toHaveLength(4),
        { timeout: 8_000 },
      );
      expect(received.find((r) => r.type === "rover.connected")?.data).toMatchObject({
        accountName: a.name,
        mountPoint: "RTCM33GRC",
      });
    } finally {
      await c.close();
    }
  });

  it("the first connection of a pending automatic account activates it: account.activated once", async () => {
    const a = account("pendingAuto", 1);
    const c = await rover(a);
    await c.close();
    const again = await rover(a);
    await again.close();
    await vi.waitFor(() => expect(received.some((r) => r.type === "account.activated")).toBe(true), {
      timeout: 8_000,
    });
    const activated = published.filter((p) => p.type === "account.activated");
    expect(activated).toEqual([
      {
        type: "account.activated",
        data: { via: "connection", batchId: null, accounts: [{ accountName: a.name }], total: 1 },
      },
    ]);
  });

  it("creating accounts that take a pool's last seats publishes pool.exhausted once", async () => {
    const db = running.sandbox.db;
    const pool = db
      .prepare(
        "SELECT pool_id AS poolId, bp_id AS bpId, cal_type AS calType FROM pools WHERE cal_type = 'concurrent_pool' AND abp_state = 1 AND (end_time IS NULL OR end_time > '2099') LIMIT 1",
      )
      .get() as { poolId: string; bpId: string; calType: CalType } | undefined;
    const chosen =
      pool ??
      (db
        .prepare(
          "SELECT pool_id AS poolId, bp_id AS bpId, cal_type AS calType FROM pools WHERE cal_type = 'concurrent_pool' AND abp_state = 1 LIMIT 1",
        )
        .get() as { poolId: string; bpId: string; calType: CalType });
    db.prepare(
      "UPDATE pools SET remaining_quantity = 2, end_time = '2099-01-01 00:00:00' WHERE pool_id = ?",
    ).run(chosen.poolId);
    await client.pools.fill(chosen, { bpId: chosen.bpId, poolId: chosen.poolId, creatAccountSum: 1 });
    expect(count("pool.exhausted")).toBe(0);
    await client.pools.fill(chosen, { bpId: chosen.bpId, poolId: chosen.poolId, creatAccountSum: 1 });
    expect(count("pool.exhausted")).toBe(1);
    await vi.waitFor(
      () =>
        expect(received.find((r) => r.type === "pool.exhausted")?.data).toMatchObject({
          poolId: chosen.poolId,
        }),
      {
        timeout: 8_000,
      },
    );
  });
});
