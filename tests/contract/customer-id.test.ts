// The customer on the wire (part1 §7: batch, export and pool calls carry `customerId`) and the
// pool activation-type setting (`pools.batchSetActivationType`), through the real seam: an SDK
// client with `customerId` from the session sends it on every such call; the sandbox refuses
// another customer's id with 403 and changes nothing, and accepts a body without one (older
// clients); setting a pool's activation type changes it, and says why it left a pool alone.
import {
  ApiError,
  createClient,
  type FixcloudClient,
  ForbiddenError,
  messages,
  type Pool,
  roleCodeOf,
  type SessionData,
} from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE, createHarness } from "./harness.js";

const h = createHarness();
/** Bodies the client sent, by path. */
const sent: { path: string; body: Record<string, unknown> }[] = [];
let session: SessionData;
let client: FixcloudClient;
/** A client of the same session that sends another customer's id. */
let intruder: FixcloudClient;

beforeAll(async () => {
  ({ session } = await h.signIn("demo", h.sandbox.options.demoPassword, "en"));
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input as string, init);
    if (request.headers.get("content-type")?.includes("json"))
      sent.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
    return h.sandbox.fetch(request);
  };
  const options = { baseURL: BASE, fetch: recording, token: session.token, roleCode: roleCodeOf(session) };
  client = createClient({ ...options, language: "en", customerId: () => session.customerId });
  intruder = createClient({ ...options, language: "en", customerId: "999999" });
});
afterAll(() => h.sandbox.close());

/** The body of the last call to a path ending in `name`. */
const lastBody = (name: string) => [...sent].reverse().find((s) => s.path.endsWith(`/${name}`))?.body;

/** Seeded pools of high-precision (first page). */
async function pools(): Promise<Pool[]> {
  return (await client.pools.list({ selectType: 1, pageNo: 1, pageSize: 100 })).list;
}

describe("customerId on the wire (part1 §7)", () => {
  it("the SDK adds the session's customerId to account batches and the export", async () => {
    const [a] = (await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1, disableState: 1 })).list;
    const target = { selectType: 1 as const, ids: [a!.id] };
    await client.accounts.batches.wait(await client.accounts.disable(target));
    await client.accounts.batches.wait(await client.accounts.enable(target));
    await client.accounts.batches.wait(await client.accounts.resetPassword(target));
    await client.accounts.exportExcel(target);
    for (const call of ["batchDisable", "batchEnable", "batchResetPassword", "batchExportExcel"])
      expect(lastBody(call)?.customerId, call).toBe(session.customerId);
  });

  it("the SDK adds it to the pool fill and the pool device calls", async () => {
    const pool = (await pools()).find((p) => p.calType === "concurrent_pool" && p.abpState === 1)!;
    const ref = { poolId: pool.poolId, calType: pool.calType, bpId: pool.bpId };
    const devices = await client.pools.devices.list(ref, { pageNo: 1, pageSize: 2 });
    const ids = devices.list.map((d) => d.id);
    await client.pools.devices.disable(ref, ids);
    await client.pools.devices.enable(ref, ids);
    await client.pools.devices.setRemark(ref, { ids, accountRemark: "contract" });
    await client.pools.fill(pool, { bpId: pool.bpId, poolId: pool.poolId, creatAccountSum: 1 });
    for (const call of [
      "poolDeviceList",
      "batchDisablePoolDevice",
      "batchEnablePoolDevice",
      "batchSetRemarkPoolDevice",
      "concurrentPoolFillAccount",
    ])
      expect(lastBody(call)?.customerId, call).toBe(session.customerId);
  });

  it("the sandbox refuses another customer's id with 403 and changes nothing", async () => {
    const [a] = (await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1, disableState: 1 })).list;
    const refused = await intruder.accounts.disable({ selectType: 1, ids: [a!.id] }).catch((e) => e);
    expect(refused).toBeInstanceOf(ForbiddenError);
    expect((refused as ApiError).message).toContain("999999");
    const after = await client.accounts.retrieve(a!.id);
    expect(after.disableState).toBe(1);
    const pool = (await pools())[0]!;
    await expect(
      intruder.pools.fill(pool, { bpId: pool.bpId, poolId: pool.poolId, creatAccountSum: 1 }),
    ).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("accepts a body without customerId (clients that predate it)", async () => {
    const plain = await h.signIn("demo", h.sandbox.options.demoPassword, "en");
    const [a] = (await plain.client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list;
    const file = await plain.client.accounts.exportExcel({ selectType: 1, ids: [a!.id] });
    expect(file.data.byteLength).toBeGreaterThan(0);
  });
});

describe("pool activation type (pools.batchSetActivationType)", () => {
  it("sets the type of a pool not yet activated and skips the others with reasons", async () => {
    const list = await pools();
    const pending = list.find((p) => p.activationStatus === 1)!;
    const activated = list.find((p) => p.activationStatus !== 1)!;
    expect(pending, "a seeded pool not yet activated").toBeTruthy();
    const next = pending.activationMode === 1 ? 2 : 1;
    const result = await client.pools.setActivationType({
      poolIds: [pending.poolId, activated.poolId],
      activationType: next,
    });
    expect(result.succeeded).toBe(1);
    // Reasons are the SDK's batchReason labels in the request's language.
    expect(result.skipped).toEqual([
      { id: activated.poolId, reason: messages.en["batchReason.alreadyActivated"] },
    ]);
    expect((await pools()).find((p) => p.poolId === pending.poolId)?.activationMode).toBe(next);

    const again = await client.pools.setActivationType({ poolIds: [pending.poolId], activationType: next });
    expect(again).toEqual({
      succeeded: 0,
      skipped: [{ id: pending.poolId, reason: messages.en["batchReason.sameActivationType"] }],
    });
  });

  it("refuses a role without the settings permission", async () => {
    const operator = await h.signIn("operator", h.sandbox.options.operatorPassword, "en");
    const pool = (await pools())[0]!;
    const refused = await operator.client.pools
      .setActivationType({ poolIds: [pool.poolId], activationType: 1 })
      .catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe(403);
  });
});
