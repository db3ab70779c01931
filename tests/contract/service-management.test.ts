import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ApiError, type FixcloudClient, ResponseCode } from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness } from "./harness.js";

// The SDK's service-management resources against the sandbox, as an integrator calls them:
// every accounts and pools call answers in the shape its schema declares, batches finish with
// per-row results, bad input of part1 §5 is refused with nothing changed.
const root = fileURLToPath(new URL("../..", import.meta.url));
const ExcelJS = createRequire(join(root, "packages/fixtures/package.json"))("exceljs");

const h = createHarness();
let client: FixcloudClient;
beforeAll(async () => {
  ({ client } = await h.signIn());
});
afterAll(() => h.sandbox.close());

const count = (sql: string, ...args: unknown[]) =>
  (h.sandbox.db.prepare(sql).get(...args) as { n: number }).n;
const auditRows = () => count("SELECT count(*) AS n FROM audit_log");
const apiError = async (p: Promise<unknown>) => {
  const e = await p.catch((x) => x);
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
};
async function readXlsx(data: Uint8Array) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(data));
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((r: { values: unknown[] }) => rows.push(r.values.slice(1)));
  return rows;
}

describe("accounts: batches", () => {
  it("activates pending accounts, skips the rest, and a second run changes nothing", async () => {
    const pending = (await client.accounts.list({ selectType: 1, serviceState: 1, pageNo: 1, pageSize: 5 }))
      .list;
    const active = (await client.accounts.list({ selectType: 1, serviceState: 2, pageNo: 1, pageSize: 1 }))
      .list;
    const ids = [...pending.map((a) => a.id), active[0]!.id];
    const job = await client.accounts.activate({ selectType: 1, ids });
    expect(job.total).toBe(ids.length);
    const done = await client.accounts.waitForBatch(job.batchId, { intervalMs: 5 });
    const eligible = pending.filter((a) => a.disableState !== 3).length;
    expect(done.succeeded).toBe(eligible);
    expect(done.skipped.map((s) => s.id)).toContain(active[0]!.id);
    for (const a of pending.filter((x) => x.disableState !== 3))
      expect((await client.accounts.retrieve(a.id)).serviceState).toBe(2);

    const before = auditRows();
    const again = await client.accounts.waitForBatch(
      (await client.accounts.activate({ selectType: 1, ids })).batchId,
      { intervalMs: 5 },
    );
    expect(again.succeeded).toBe(0);
    expect(auditRows()).toBe(before);
  });

  it("reports unknown ids as failed rows", async () => {
    const job = await client.accounts.disable({ selectType: 1, ids: ["999999999"] });
    const done = await client.accounts.waitForBatch(job.batchId, { intervalMs: 5 });
    expect(done.failed).toEqual([{ id: "999999999", reason: expect.any(String) }]);
  });

  it("refuses a second batch while one runs (572) and changes nothing", async () => {
    const first = await client.accounts.disable({ selectType: 1, search: {} });
    const before = auditRows();
    const err = await apiError(client.accounts.enable({ selectType: 2, search: {} }));
    expect(err.code).toBe(ResponseCode.BATCH_RUNNING);
    expect(err.message).toContain(first.batchId);
    await client.accounts.waitForBatch(first.batchId, { intervalMs: 5 });
    expect(auditRows()).toBeGreaterThanOrEqual(before);
    const enabled = await client.accounts.enable({ selectType: 1, search: {} });
    await client.accounts.waitForBatch(enabled.batchId, { intervalMs: 5 });
  });

  it("needs at least one id (L000342 on the client, 400 on the server)", async () => {
    const err = await apiError(client.accounts.enable({ selectType: 1, ids: [] }));
    expect(err.code).toBe(400);
  });

  it("sets a remark, an activation type, validity and resets passwords", async () => {
    const [a, b] = (await client.accounts.list({ selectType: 1, serviceState: 1, pageNo: 1, pageSize: 2 }))
      .list;
    const remark = await client.accounts.setRemark({
      selectType: 1,
      ids: [a!.id, b!.id],
      accountRemark: "  fleet B  ",
    });
    expect(remark.state).toBe("done");
    expect((await client.accounts.retrieve(a!.id)).accountRemark).toBe("fleet B");
    await apiError(client.accounts.setRemark({ selectType: 1, ids: [a!.id], accountRemark: "x".repeat(51) }));

    const type = await client.accounts.setActivationType({ selectType: 1, ids: [a!.id], activationType: 2 });
    await client.accounts.waitForBatch(type.batchId, { intervalMs: 5 });
    expect((await client.accounts.retrieve(a!.id)).activationType).toBe(2);

    const valid = await client.accounts.setValidity({
      selectType: 1,
      ids: [b!.id],
      validTime: 3,
      validTimeUnit: "month",
    });
    await client.accounts.waitForBatch(valid.batchId, { intervalMs: 5 });
    expect((await client.accounts.retrieve(b!.id)).validTime).toBe(3);

    const old = (await client.accounts.retrieve(b!.id)).password;
    const reset = await client.accounts.resetPassword({ selectType: 1, ids: [b!.id] });
    await client.accounts.waitForBatch(reset.batchId, { intervalMs: 5 });
    expect((await client.accounts.retrieve(b!.id)).password).not.toBe(old);
  });

  it("sets a custom password of exactly 8 lowercase letters and digits (L000333)", async () => {
    const a = (await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list[0]!;
    await client.accounts.setPassword({ accountId: a.id, password: "abc12345" });
    expect((await client.accounts.retrieve(a.id)).password).toBe("abc12345");
    for (const bad of ["12345678", "abcdefgh", "abc1234", "ABC12345"]) {
      const err = await apiError(client.accounts.setPassword({ accountId: a.id, password: bad }));
      expect(err.code).toBe(400);
    }
    expect((await client.accounts.retrieve(a.id)).password).toBe("abc12345");
  });

  it("opens a trial only with positive trial days (L000366), after checking it is allowed", async () => {
    const a = (await client.accounts.list({ selectType: 1, serviceState: 2, pageNo: 1, pageSize: 1 }))
      .list[0]!;
    const check = await client.accounts.checkTrial({ selectType: 1, ids: [a.id] });
    expect(typeof check.allowed).toBe("boolean");
    if (!(await client.accounts.silentSwitch()).customerSilent) return;
    await apiError(
      client.accounts.setTrial({ selectType: 1, ids: [a.id], silentSwitchStatus: 1, trialDays: 0 }),
    );
    const on = await client.accounts.setTrial({
      selectType: 1,
      ids: [a.id],
      silentSwitchStatus: 1,
      trialDays: 7,
    });
    await client.accounts.waitForBatch(on.batchId, { intervalMs: 5 });
    const detail = await client.accounts.retrieve(a.id);
    expect(detail.silentSwitch).toBe(1);
    expect(detail.trialDays).toBe(7);
  });

  it("exports the selection as a real .xlsx whose formula-like cells are neutralized", async () => {
    const a = (await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list[0]!;
    await client.accounts.setRemark({ selectType: 1, ids: [a.id], accountRemark: "=HYPERLINK(1)" });
    const file = await client.accounts.exportExcel({ selectType: 1, ids: [a.id] });
    expect(file.fileName).toMatch(/\.xlsx$/);
    const rows = await readXlsx(file.data);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(a.accountName);
    expect(rows[1]).toContain("'=HYPERLINK(1)");
  });
});

describe("pools and device accounts", () => {
  it("lists pools, activates only those that may be, and charts usage by day and month", async () => {
    const pools = (await client.pools.list({ selectType: 1, pageNo: 1, pageSize: 100 })).list;
    expect(pools.length).toBeGreaterThan(0);
    const result = await client.pools.activate({ poolIds: pools.map((p) => p.poolId) });
    const eligible = pools.filter((p) => p.activationMode === 1 && p.activationStatus === 1).length;
    expect(result.succeeded).toBe(eligible);
    expect(result.skipped).toHaveLength(pools.length - eligible);

    const used = pools.find((p) => p.abpState === 1) ?? pools[0]!;
    const byDay = await client.pools.statistics({
      poolId: used.poolId,
      type: "day",
      startTime: "2026-01-01 00:00:00",
      endTime: "2026-01-07 23:59:59",
    });
    expect(byDay.map((p) => p.time)).toEqual([1, 2, 3, 4, 5, 6, 7].map((d) => `2026-01-0${d}`));
    const byMonth = await client.pools.statistics({
      poolId: used.poolId,
      type: "month",
      startTime: "2026-01-01 00:00:00",
      endTime: "2026-06-30 23:59:59",
    });
    expect(byMonth).toHaveLength(6);
    const err = await apiError(
      client.call("pools.poolStatistics", { poolId: used.poolId, type: "day" } as never),
    );
    expect(err.code).toBe(400);
  });

  it("fills a pool with accounts, refusing the part1 §5 bad inputs with nothing created", async () => {
    const pool = (await client.pools.list({ selectType: 1, pageNo: 1, pageSize: 100 })).list.find(
      (p) => p.calType === "count_pool" && p.remainingQuantity > 10,
    )!;
    const accounts = () => count("SELECT count(*) AS n FROM service_accounts");
    const before = accounts();
    for (const bad of [
      { creatAccountSum: 0 },
      { creatAccountSum: 1, limitUseSum: -1 },
      { creatAccountSum: 1, silenceTime: 2 },
      { creatAccountSum: 1, validTime: 0, validTimeUnit: "day" },
    ])
      await apiError(
        client.pools.autoCreateAccounts({ bpId: pool.bpId, poolId: pool.poolId, ...bad } as never),
      );
    expect(accounts()).toBe(before);
    const made = await client.pools.autoCreateAccounts({
      bpId: pool.bpId,
      poolId: pool.poolId,
      creatAccountSum: 2,
      limitUseSum: 1,
    });
    expect(made.created).toBe(2);
    expect(accounts()).toBe(before + 2);
  });

  it("manages device accounts: add by count, enable/disable, remark, validity, export", async () => {
    const pool = (await client.pools.list({ selectType: 1, pageNo: 1, pageSize: 100 })).list.find(
      (p) => p.calType !== "concurrent_pool",
    )!;
    await apiError(client.pools.addDevicesByCount(pool.poolId, 0));
    await apiError(client.pools.addDevicesByCount(pool.poolId, 10_001));
    const added = await client.pools.addDevicesByCount(pool.poolId, 3);
    expect(added.added).toBe(3);
    const generated = await client.pools.generateServiceIds(pool.poolId, 2);
    expect(generated.added).toBe(2);

    const list = await client.pools.listDevices({ poolId: pool.poolId, pageNo: 1, pageSize: 100 });
    const ids = list.list.filter((d) => added.accountNames.includes(d.accountName)).map((d) => d.id);
    expect(ids).toHaveLength(3);
    expect((await client.pools.disableDevices({ poolId: pool.poolId, ids })).succeeded).toBe(3);
    expect((await client.pools.enableDevices({ poolId: pool.poolId, ids })).succeeded).toBe(3);
    await client.pools.setDeviceRemark({ poolId: pool.poolId, ids, accountRemark: "@risky" });
    await client.pools.setDeviceValidity({ poolId: pool.poolId, ids, validTime: 30, validTimeUnit: "day" });
    await client.pools.resetDevicePasswords({ poolId: pool.poolId, ids });
    await client.pools.setActivationMode(pool.poolId, 2);

    const file = await client.pools.exportDevicesExcel({ poolId: pool.poolId, ids });
    const rows = await readXlsx(file.data);
    expect(rows).toHaveLength(4);
    expect(rows.flat()).toContain("'@risky");
  });

  it("uploads a device list: a bad row answers 506 with exactly that row and adds nothing", async () => {
    const pool = (await client.pools.list({ selectType: 1, pageNo: 1, pageSize: 100 })).list.find(
      (p) => p.calType !== "concurrent_pool",
    )!;
    const template = await readXlsx((await client.pools.template("elTime")).data);
    expect(String(template[0]?.[0])).toMatch(/SN/);

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("SN");
    for (const r of [["SN"], ["CT-0001"], ["CT-0002"], ["bad sn!"], ["CT-0003"]]) ws.addRow(r);
    const data = new Uint8Array(await wb.xlsx.writeBuffer());
    const devices = () => count("SELECT count(*) AS n FROM pool_devices");
    const before = devices();
    const err = await apiError(
      client.pools.uploadDevices("elTime", { name: "devices.xlsx", data }, { bindAccountNo: pool.poolId }),
    );
    expect(err.code).toBe(ResponseCode.UPLOAD_ROWS_FAILED);
    const report = err.data as { errorId: string; errorUploadSnResList: { sn: string; failCause: string }[] };
    expect(report.errorUploadSnResList).toEqual([{ sn: "bad sn!", failCause: expect.stringContaining("4") }]);
    expect(devices()).toBe(before);
    const rows = await readXlsx((await client.pools.errorReport(report.errorId)).data);
    expect(rows.slice(1)).toEqual([["bad sn!", expect.any(String)]]);

    const wrongType = await apiError(
      client.pools.uploadDevices("elTime", { name: "devices.csv", data }, { bindAccountNo: pool.poolId }),
    );
    expect(wrongType.code).toBe(400);
  });
});
