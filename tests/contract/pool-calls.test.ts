// Which calls a pool takes, decided once by the SDK from its calculation type (part1 §2, §7:
// catalogue/pools/calls.ts), and held by the sandbox: for a seeded pool of each calculation type,
// the SDK's device calls, upload and fill are accepted, and the other call family, the other
// upload variants and the other fill calls are refused, naming the call the pool takes.
import {
  ApiError,
  type CalType,
  DEVICE_CALLS,
  type DeviceUploadVariant,
  type EndpointName,
  type FixcloudClient,
  type Pool,
  UPLOAD_VARIANTS,
  deviceCallOf,
  devicePageTypeOf,
  fillCallOf,
  uploadVariantOf,
} from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness } from "./harness.js";
import { xlsxOf } from "./xlsx.js";

const h = createHarness();
let client: FixcloudClient;
beforeAll(async () => {
  ({ client } = await h.signIn("demo", h.sandbox.options.demoPassword, "en"));
});
afterAll(() => h.sandbox.close());

/** A seeded pool in use of each calculation type, and its seeded device accounts. */
const POOLS: Record<CalType, { poolId: string; devices: number }> = {
  days_pool: { poolId: "PL00000006", devices: 4 },
  minutes_pool: { poolId: "PL00000007", devices: 4 },
  traffic_pool: { poolId: "PL00000008", devices: 4 },
  count_pool: { poolId: "PL00000009", devices: 6 },
  concurrent_pool: { poolId: "PL00000010", devices: 6 },
};
const VARIANTS: readonly DeviceUploadVariant[] = ["concurrent", "days", "elTime", "fill", "fillBilling"];
const FILLS = ["concurrentPoolFillAccount", "daysPoolFillAccount", "autoCreateAccountOfPool"] as const;

const sheet = (sn: string) => xlsxOf([["SN"], [sn]]);
const devices = () =>
  (h.sandbox.db.prepare("SELECT count(*) AS n FROM pool_devices").get() as { n: number }).n;

async function refused(p: Promise<unknown>, pool: Pool, expected: string) {
  const e = await p.catch((x) => x);
  expect(e).toBeInstanceOf(ApiError);
  expect((e as ApiError).code).toBe(400);
  expect((e as ApiError).message).toMatch(
    new RegExp(`^Pool ${pool.poolId} is a .*: \\w+ does not apply to it, use ${expected}$`),
  );
}

describe.each(Object.entries(POOLS) as [CalType, (typeof POOLS)[CalType]][])("a %s", (calType, seeded) => {
  let pool: Pool;
  beforeAll(async () => {
    pool = (await client.pools.find(seeded.poolId))!;
    expect(pool.calType).toBe(calType);
  });

  it("takes the SDK's device calls of its family and refuses the other family", async () => {
    const page = await client.pools.devices.list(pool, { pageNo: 1, pageSize: 100 });
    expect(page.total).toBe(seeded.devices);
    const id = page.list.find((d) => d.disableState === 1 && d.serviceState !== 3)!.id;
    expect(await client.pools.devices.disable(pool, [id])).toEqual({ succeeded: 1, skipped: [] });
    expect(await client.pools.devices.enable(pool, [id])).toEqual({ succeeded: 1, skipped: [] });
    expect(
      (await client.pools.devices.setValidity(pool, { ids: [id], validTime: 45, validTimeUnit: "day" }))
        .succeeded,
    ).toBe(1);

    // The family of the other device page type.
    const other = DEVICE_CALLS[devicePageTypeOf(calType) === 1 ? 2 : 1];
    for (const action of ["list", "enable", "disable", "validity"] as const) {
      const body =
        action === "list"
          ? { poolId: pool.poolId }
          : action === "validity"
            ? { poolId: pool.poolId, ids: [id], validTime: 9, validTimeUnit: "day" }
            : { poolId: pool.poolId, ids: [id] };
      await refused(
        client.call(`pools.${other[action]}` as EndpointName, body as never),
        pool,
        deviceCallOf(calType, action),
      );
    }
  });

  it("takes its upload variant and the fill variants, and refuses the other variants", async () => {
    const mine = uploadVariantOf(calType);
    expect((await client.pools.devices.template(pool)).fileName).toMatch(/template\.xlsx$/);
    const added = await client.pools.devices.upload(pool, {
      name: "mine.xlsx",
      data: await sheet(`OWN-${seeded.poolId}`),
    });
    expect(added.added).toBe(1);
    for (const variant of VARIANTS.filter((v) => v !== mine)) {
      const file = {
        name: `${variant}.xlsx`,
        data: await sheet(`${variant.toUpperCase()}-${seeded.poolId}`),
      };
      if (variant === "fill" || variant === "fillBilling") {
        expect((await client.pools.devices.uploadVariant(variant, pool, file)).added).toBe(1);
        continue;
      }
      const before = devices();
      await refused(
        client.pools.devices.uploadVariant(variant, pool, file),
        pool,
        UPLOAD_VARIANTS[mine].upload,
      );
      expect(devices()).toBe(before);
    }
  });

  it("takes its fill call and refuses the others", async () => {
    const made = await client.pools.fill(pool, { bpId: pool.bpId, poolId: pool.poolId, creatAccountSum: 1 });
    expect(made.created).toBe(1);
    for (const call of FILLS.filter((c) => c !== fillCallOf(calType)))
      await refused(
        client.call(`pools.${call}`, { bpId: pool.bpId, poolId: pool.poolId, creatAccountSum: 1 }),
        pool,
        fillCallOf(calType),
      );
  });
});
