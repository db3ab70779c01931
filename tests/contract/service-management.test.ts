// The SDK's service-management resources against the sandbox, as an integrator calls them:
// every accounts and pools call answers in the shape its schema declares, batches finish with
// per-row results worded by the SDK's labels, bad input of part1 §5 is refused with nothing
// changed, and the figures are the deterministic seed's (tests/contract/harness.ts SEED).
import {
  ApiError,
  BatchRunningError,
  type FixcloudClient,
  type Pool,
  UploadRowsError,
  messages,
} from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED, createHarness } from "./harness.js";
import { readXlsx, xlsxOf } from "./xlsx.js";

const h = createHarness();
let client: FixcloudClient;
beforeAll(async () => {
  ({ client } = await h.signIn());
});
afterAll(() => h.sandbox.close());

const count = (sql: string, ...args: unknown[]) =>
  (h.sandbox.db.prepare(sql).get(...args) as { n: number }).n;
// The changes recorded (a batch's own entry records the request, whatever it changed).
const auditRows = () => count("SELECT count(*) AS n FROM audit_log WHERE entity <> 'batch'");
const reason = (code: string) => messages["zh-CN"][`batchReason.${code}`];
const apiError = async (p: Promise<unknown>) => {
  const e = await p.catch((x) => x);
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
};
describe("accounts: batches", () => {
  it("activates pending accounts, skips the rest with reasons, and a second run changes nothing", async () => {
    // The five newest pending high-precision accounts: two of them are locked.
    const pending = (await client.accounts.list({ selectType: 1, serviceState: 1, pageNo: 1, pageSize: 5 }))
      .list;
    expect(pending.map((a) => a.disableState)).toEqual([2, 3, 3, 1, 2]);
    const active = (await client.accounts.list({ selectType: 1, serviceState: 2, pageNo: 1, pageSize: 1 }))
      .list[0]!;
    const ids = [...pending.map((a) => a.id), active.id];
    const job = await client.accounts.activate({ selectType: 1, ids });
    expect(job).toMatchObject({ action: "activate", total: 6 });
    const progress: number[] = [];
    const done = await client.accounts.batches.wait(job, {
      intervalMs: 5,
      onProgress: (s) => progress.push(s.succeeded),
    });
    expect(done).toMatchObject({ state: "done", succeeded: 3, failed: [] });
    expect(progress.at(-1)).toBe(3);
    expect(done.skipped).toEqual([
      { id: pending[1]!.id, reason: reason("locked") },
      { id: pending[2]!.id, reason: reason("locked") },
      { id: active.id, reason: reason("notPending") },
    ]);
    for (const a of pending.filter((x) => x.disableState !== 3))
      expect((await client.accounts.retrieve(a.id)).serviceState).toBe(2);

    const before = auditRows();
    const again = await client.accounts.batches.wait(await client.accounts.activate({ selectType: 1, ids }), {
      intervalMs: 5,
    });
    expect(again.succeeded).toBe(0);
    expect(again.skipped).toHaveLength(6);
    expect(auditRows()).toBe(before);
  });

  it("reports unknown ids as failed rows", async () => {
    const done = await client.accounts.batches.wait(
      await client.accounts.disable({ selectType: 1, ids: ["999999999"] }),
      { intervalMs: 5 },
    );
    expect(done.failed).toEqual([{ id: "999999999", reason: reason("notFound") }]);
  });

  it("refuses a second batch while one runs (BatchRunningError) and changes nothing", async () => {
    // The enabled high-precision accounts: disabled by a first batch, enabled again after it.
    const { ids } = await client.accounts.resolveIds({ selectType: 1, search: { disableState: 1 } });
    expect(ids).toHaveLength(121);
    const first = await client.accounts.disable({ selectType: 1, search: { disableState: 1 } });
    expect(first.total).toBe(121);
    const before = auditRows();
    const err = await client.accounts.enable({ selectType: 2, search: {} }).catch((e) => e);
    expect(err).toBeInstanceOf(BatchRunningError);
    expect(err.message).toContain(first.batchId);
    const done = await client.accounts.batches.wait(first.batchId, { intervalMs: 5 });
    expect(done.succeeded).toBe(121);
    // One audit row per disabled account, none for the refused call.
    expect(auditRows()).toBe(before + 121);
    const back = await client.accounts.batches.wait(await client.accounts.enable({ selectType: 1, ids }), {
      intervalMs: 5,
    });
    expect(back.succeeded).toBe(121);
  });

  it("needs at least one id (L000342 on the client, 400 on the server)", async () => {
    const err = await apiError(client.accounts.enable({ selectType: 1, ids: [] }));
    expect(err.code).toBe(400);
    expect(err.message).toMatch(/^请求参数错误：ids: /);
  });

  it("sets a remark, an activation type, validity and resets passwords", async () => {
    const [a, b] = (
      await client.accounts.list({ selectType: 2, serviceState: 1, disableState: 1, pageNo: 1, pageSize: 2 })
    ).list;
    const remark = await client.accounts.setRemark({
      selectType: 2,
      ids: [a!.id, b!.id],
      accountRemark: "  fleet B  ",
    });
    expect(remark).toMatchObject({ state: "done", succeeded: 2, skipped: [] });
    expect((await client.accounts.retrieve(a!.id)).accountRemark).toBe("fleet B");
    await apiError(client.accounts.setRemark({ selectType: 2, ids: [a!.id], accountRemark: "x".repeat(51) }));
    expect((await client.accounts.retrieve(a!.id)).accountRemark).toBe("fleet B");

    const type = a!.activationType === 1 ? 2 : 1;
    await client.accounts.batches.wait(
      await client.accounts.setActivationType({ selectType: 2, ids: [a!.id], activationType: type }),
      { intervalMs: 5 },
    );
    expect((await client.accounts.retrieve(a!.id)).activationType).toBe(type);

    const valid = await client.accounts.batches.wait(
      await client.accounts.setValidity({
        selectType: 2,
        ids: [b!.id],
        validTime: 3,
        validTimeUnit: "month",
      }),
      { intervalMs: 5 },
    );
    expect(valid.succeeded).toBe(1);
    const detail = await client.accounts.retrieve(b!.id);
    expect([detail.validTime, detail.validName]).toEqual([3, "3个月"]);

    const reset = await client.accounts.batches.wait(
      await client.accounts.resetPassword({ selectType: 2, ids: [b!.id] }),
      { intervalMs: 5 },
    );
    expect(reset.succeeded).toBe(1);
    expect((await client.accounts.retrieve(b!.id)).password).not.toBe(detail.password);
  });

  it("sets a custom password of exactly 8 lowercase letters and digits (L000333)", async () => {
    const a = (await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list[0]!;
    await client.accounts.setPassword({ accountId: a.id, password: "abc12345" });
    expect((await client.accounts.retrieve(a.id)).password).toBe("abc12345");
    for (const bad of ["12345678", "abcdefgh", "abc1234", "ABC12345"]) {
      const err = await apiError(client.accounts.setPassword({ accountId: a.id, password: bad }));
      expect(err.code).toBe(400);
      expect(err.message).toBe(`请求参数错误：${messages["zh-CN"].L000333}`);
    }
    expect((await client.accounts.retrieve(a.id)).password).toBe("abc12345");
  });

  it("opens a trial only with positive trial days (L000366), after checking it is allowed", async () => {
    const a = (
      await client.accounts.list({ selectType: 1, serviceState: 2, silentSwitch: 0, pageNo: 1, pageSize: 1 })
    ).list[0]!;
    const check = await client.accounts.checkTrial({ selectType: 1, ids: [a.id] });
    expect(check).toEqual({ allowed: true, count: 1, message: "将为 1 个账号修改试用状态" });
    const all = await client.accounts.checkTrial({
      selectType: 1,
      search: { silentSwitch: null, orderNo: "" },
    });
    expect(all.count).toBe(SEED.byType[1]);
    const zero = await apiError(
      client.accounts.setTrial({ selectType: 1, ids: [a.id], silentSwitchStatus: 1, trialDays: 0 }),
    );
    expect(zero.message).toBe(`请求参数错误：${messages["zh-CN"].L000366}`);
    // One over the limit is refused naming the limit, never "not a positive integer".
    const over = await apiError(
      client.accounts.setTrial({ selectType: 1, ids: [a.id], silentSwitchStatus: 1, trialDays: 3651 }),
    );
    expect(over.message).toBe(`请求参数错误：${messages["zh-CN"].L000711}`);
    const on = await client.accounts.setTrial({
      selectType: 1,
      ids: [a.id],
      silentSwitchStatus: 1,
      trialDays: 7,
    });
    expect((await client.accounts.batches.wait(on, { intervalMs: 5 })).succeeded).toBe(1);
    const detail = await client.accounts.retrieve(a.id);
    expect([detail.silentSwitch, detail.trialDays]).toEqual([1, 7]);
  });

  it("exports the selection as a real .xlsx whose formula-like cells are text, kept exactly", async () => {
    const a = (await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list[0]!;
    await client.accounts.setRemark({ selectType: 1, ids: [a.id], accountRemark: "=HYPERLINK(1)" });
    const file = await client.accounts.exportExcel({ selectType: 1, ids: [a.id] });
    expect(file.fileName).toMatch(/^service-accounts-1-\d{8}-\d{4}\.xlsx$/);
    const rows = await readXlsx(file.data);
    expect(rows).toHaveLength(2);
    expect(rows[0]![0]).toBe(messages["zh-CN"]["field.accountName"]);
    expect(rows[1]).toContain(a.accountName);
    expect(rows[1]).toContain("=HYPERLINK(1)");
    const every = await client.accounts.exportExcel({ selectType: 3, search: { silentSwitch: null } });
    expect(await readXlsx(every.data)).toHaveLength(SEED.byType[3] + 1);
  });

  it("resolves a search to ids, and names to ids with the unknown names apart", async () => {
    const { ids } = await client.accounts.resolveIds({ selectType: 1, search: { serviceState: 2 } });
    // The seeded accounts in service and the three the first test activated.
    expect(ids).toHaveLength(SEED.inService[1] + 3);
    const first = (await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 2 })).list;
    const byName = await client.accounts.resolveIds({
      selectType: 1,
      names: [first[0]!.accountName, "nobody99999", first[1]!.accountName],
    });
    expect(byName).toEqual({ ids: [first[0]!.id, first[1]!.id], unknownNames: ["nobody99999"] });
  });
});

describe("pools and device accounts", () => {
  it("lists pools, activates only those that may be, and charts usage by day and month", async () => {
    const pools = (await client.pools.list({ selectType: 1, pageNo: 1, pageSize: 100 })).list;
    expect(pools).toHaveLength(SEED.poolsByType[1]);
    const result = await client.pools.activate({ poolIds: pools.map((p) => p.poolId) });
    // Manual activation (mode 1) of pools not activated yet (status 1): PL01, PL04 and PL16.
    expect(result.succeeded).toBe(3);
    expect(result.skipped).toHaveLength(4);
    expect(new Set(result.skipped.map((s) => s.reason))).toEqual(
      new Set([reason("automatic"), reason("alreadyActivated")]),
    );

    const used = pools.find((p) => p.poolId === "PL00000007")!;
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
    expect(byMonth.map((p) => p.time)).toEqual([
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
    ]);
    const err = await apiError(
      client.call("pools.poolStatistics", { poolId: used.poolId, type: "day" } as never),
    );
    expect(err.code).toBe(400);
  });

  it("finds a pool by id in any service type", async () => {
    const pool = await client.pools.find("PL00000008");
    expect(pool).toMatchObject({ poolId: "PL00000008", selectType: 2, calType: "traffic_pool" });
    expect(await client.pools.find("PL00000008", 1)).toBeUndefined();
    expect(await client.pools.find("PL99999999")).toBeUndefined();
  });

  it("fills a pool with the call of its type, refusing the part1 §5 bad inputs with nothing created", async () => {
    const pool = (await client.pools.find("PL00000004", 1))!;
    expect(pool.calType).toBe("count_pool");
    const accounts = () => count("SELECT count(*) AS n FROM service_accounts");
    const before = accounts();
    for (const [bad, code] of [
      [{ creatAccountSum: 0 }, "L000387"],
      [{ creatAccountSum: 1, limitUseSum: -1 }, "L000388"],
      [{ creatAccountSum: 1, silenceTime: 2 }, "L000390"],
      [{ creatAccountSum: 1, validTime: 0, validTimeUnit: "day" }, "L000393"],
    ] as const) {
      const err = await apiError(
        client.pools.fill(pool, { bpId: pool.bpId, poolId: pool.poolId, ...bad } as never),
      );
      expect(err.message, code).toContain(messages["zh-CN"][code]);
    }
    expect(accounts()).toBe(before);
    const made = await client.pools.fill(pool, {
      bpId: pool.bpId,
      poolId: pool.poolId,
      creatAccountSum: 2,
      limitUseSum: 1,
    });
    expect(made).toEqual({ created: 2, accountNames: ["pl00000004a00001", "pl00000004a00002"] });
    expect(accounts()).toBe(before + 2);
    expect((await client.pools.find(pool.poolId, 1))!.remainingQuantity).toBe(pool.remainingQuantity - 2);
  });

  it("manages device accounts: add by count, enable/disable, remark, validity, export", async () => {
    const pool = (await client.pools.find("PL00000007"))! satisfies Pool;
    expect(pool.calType).toBe("minutes_pool");
    expect((await apiError(client.pools.devices.addByCount(pool, 0))).message).toContain(
      messages["zh-CN"].L000409,
    );
    await apiError(client.pools.devices.addByCount(pool, 10_001));
    const added = await client.pools.devices.addByCount(pool, 3);
    expect(added.added).toBe(3);
    expect((await client.pools.devices.generateServiceIds(pool, 2)).added).toBe(2);

    const list = await client.pools.devices.list(pool, { pageNo: 1, pageSize: 100 });
    expect(list.total).toBe(4 + 3 + 2);
    const ids = list.list.filter((d) => added.accountNames.includes(d.accountName)).map((d) => d.id);
    expect(ids).toHaveLength(3);
    expect(await client.pools.devices.disable(pool, ids)).toEqual({ succeeded: 3, skipped: [] });
    expect(await client.pools.devices.enable(pool, ids)).toEqual({ succeeded: 3, skipped: [] });
    expect((await client.pools.devices.setRemark(pool, { ids, accountRemark: "@risky" })).succeeded).toBe(3);
    expect(
      (await client.pools.devices.setValidity(pool, { ids, validTime: 30, validTimeUnit: "day" })).succeeded,
    ).toBe(3);
    expect((await client.pools.devices.resetPasswords(pool, ids)).succeeded).toBe(3);
    expect(await client.pools.devices.setActivationMode(pool, 2)).toEqual({ succeeded: 1, skipped: [] });

    const file = await client.pools.devices.exportExcel(pool, { ids });
    const rows = await readXlsx(file.data);
    expect(rows).toHaveLength(4);
    expect(rows.flat()).toContain("@risky");
    const all = [];
    for await (const d of client.pools.devices.listAll(pool, {}, 4)) all.push(d.id);
    expect(all).toHaveLength(9);
  });

  it("uploads a device list: a bad row throws UploadRowsError with exactly that row and adds nothing", async () => {
    const pool = (await client.pools.find("PL00000008"))!;
    const template = await readXlsx((await client.pools.devices.template(pool)).data);
    expect(template).toEqual([["SN"]]);

    const data = await xlsxOf([["SN"], ["CT-0001"], ["CT-0002"], ["bad sn!"], ["CT-0003"]]);
    const devices = () => count("SELECT count(*) AS n FROM pool_devices");
    const before = devices();
    const err = await client.pools.devices.upload(pool, { name: "devices.xlsx", data }).catch((e) => e);
    expect(err).toBeInstanceOf(UploadRowsError);
    const report = (err as UploadRowsError).report;
    expect(report.errorUploadSnResList).toEqual([
      { sn: "bad sn!", failCause: "第 4 行：SN 须为 4 到 64 位字母、数字、- 或 _" },
    ]);
    expect(devices()).toBe(before);
    const rows = await readXlsx((await client.pools.devices.errorReport(report.errorId)).data);
    expect(rows).toEqual([
      [messages["zh-CN"]["field.sn"], messages["zh-CN"]["field.failCause"]],
      ["bad sn!", "第 4 行：SN 须为 4 到 64 位字母、数字、- 或 _"],
    ]);

    const wrongType = await apiError(client.pools.devices.upload(pool, { name: "devices.csv", data }));
    expect(wrongType.message).toBe(messages["zh-CN"].L000497);
    const good = await client.pools.devices.upload(pool, {
      name: "devices.xlsx",
      data: await xlsxOf([["SN"], ["CT-0004"]]),
    });
    expect(good.added).toBe(1);
    expect(devices()).toBe(before + 1);
  });
});
