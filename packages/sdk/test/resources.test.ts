import { describe, expect, it } from "vitest";
import { createClient } from "../src/client.js";
import { endpoints } from "../src/catalogue/endpoints.js";
import type { CalType } from "../src/catalogue/pools/schemas.js";
import type { EndpointDef } from "../src/catalogue/shared/endpoint.js";
import { Transport } from "../src/core/transport.js";
import { AccountBatches, Accounts } from "../src/resources/accounts.js";
import { Audit } from "../src/resources/audit.js";
import { Dictionaries } from "../src/resources/dictionaries.js";
import { Notices } from "../src/resources/notices.js";
import { Overview } from "../src/resources/overview.js";
import { PoolDevices, Pools } from "../src/resources/pools.js";

/** A transport that records the endpoint, kind and body of every call. */
function recorder() {
  const seen: { kind: string; name: string; body: unknown }[] = [];
  const rec =
    (kind: string) =>
    async (def: EndpointDef, body: unknown, third?: unknown): Promise<unknown> => {
      seen.push({ kind, name: def.name, body: kind === "upload" ? third : body });
      return { total: 0, list: [], records: [], state: "done", batchId: "b1", succeeded: 0 };
    };
  // The real customerId rule on a client without one: bodies go as the resource built them.
  const withCustomerId = Transport.prototype.withCustomerId;
  const t = {
    options: {},
    withCustomerId,
    call: rec("json"),
    download: rec("download"),
    upload: rec("upload"),
  } as unknown as Transport;
  return { t, seen };
}

const dayPool = { poolId: "P1", calType: "days_pool" as CalType, bpId: "BP1" };
const file = { name: "d.xlsx", data: new Uint8Array() };

/**
 * Every resource method and the one call it must send. A method missing here fails the test, so
 * a new method gets its expectation; a method wired to another call (disable → batchEnable)
 * fails it too.
 */
const EXPECTED: Record<string, { name: string; args?: unknown[] }> = {
  "Overview.counts": { name: "overview.getAccOnlineCountAndTotalCount" },
  "Audit.list": { name: "audit.auditList" },
  "Audit.entry": { name: "audit.auditEntry", args: [{ id: 1 }] },
  "Audit.export": { name: "audit.auditExport" },
  "Overview.orderSum": { name: "overview.getOrderSumNew" },
  "Overview.ticketSum": { name: "overview.getTicketSum" },
  "Overview.recentPurchases": { name: "overview.getGoodsList" },
  "Overview.expiring": { name: "overview.getExpiring" },
  "Notices.list": { name: "notices.getNoticeList" },
  "Notices.retrieve": { name: "notices.getNoticeDetails", args: ["n1"] },
  "Dictionaries.list": { name: "dictionary.list" },
  "Dictionaries.servDict": { name: "dictionary.queryServDictInfoList" },
  "Dictionaries.appArea": { name: "dictionary.queryAppArea" },
  "Dictionaries.byTypes": { name: "dictionary.getDictDataByTypeList", args: [["field_type"]] },
  "Accounts.list": { name: "accounts.selectAccServList" },
  "Accounts.retrieve": { name: "accounts.selectAccServDetail", args: ["a1"] },
  "Accounts.enable": { name: "accounts.batchEnable" },
  "Accounts.disable": { name: "accounts.batchDisable" },
  "Accounts.activate": { name: "accounts.batchActivation" },
  "Accounts.resetPassword": { name: "accounts.batchResetPassword" },
  "Accounts.setRemark": { name: "accounts.batchSetAccountRemark" },
  "Accounts.setPassword": { name: "accounts.setPassword" },
  "Accounts.listExpiring": { name: "accounts.listExpiring" },
  "Accounts.sessions": { name: "accounts.selectAccSessions", args: [{ id: "a1" }] },
  "Accounts.endSession": { name: "accounts.endAccSession", args: [{ id: "a1" }] },
  "Pools.listExpiring": { name: "pools.listExpiring" },
  "Pools.forecast": { name: "pools.forecast" },
  "Accounts.setActivationType": { name: "accounts.batchSetActivationType" },
  "Accounts.setTrial": { name: "accounts.batchTrialState" },
  "Accounts.checkTrial": { name: "accounts.checkBatchTrialState" },
  "Accounts.setValidity": { name: "accounts.batchModifyValid" },
  "Accounts.silentSwitch": { name: "accounts.querySilentSwitch" },
  "Accounts.exportExcel": { name: "accounts.batchExportExcel" },
  "AccountBatches.retrieve": { name: "accounts.batchStatus", args: ["b1"] },
  "Pools.list": { name: "pools.poolList" },
  "Pools.activate": { name: "pools.batchActivation" },
  "Pools.setActivationType": { name: "pools.batchSetActivationType" },
  "Pools.statistics": { name: "pools.poolStatistics" },
  "Pools.fill": { name: "pools.daysPoolFillAccount", args: [dayPool, {}] },
  "Pools.fillConcurrent": { name: "pools.concurrentPoolFillAccount" },
  "Pools.fillDays": { name: "pools.daysPoolFillAccount" },
  "Pools.autoCreateAccounts": { name: "pools.autoCreateAccountOfPool" },
  "Pools.exportExcel": { name: "pools.batchExportPoolExcel" },
  "PoolDevices.list": { name: "pools.elTimePoolSonList", args: [dayPool] },
  "PoolDevices.enable": { name: "pools.enableElTimePoolSon", args: [dayPool, ["1"]] },
  "PoolDevices.disable": { name: "pools.disableElTimePoolSon", args: [dayPool, ["1"]] },
  "PoolDevices.setValidity": { name: "pools.modifyElTimePoolSonValid", args: [dayPool, {}] },
  "PoolDevices.setRemark": { name: "pools.batchSetRemarkPoolDevice", args: [dayPool, {}] },
  "PoolDevices.resetPasswords": { name: "pools.batchResetPasswordPoolDevice", args: [dayPool, ["1"]] },
  "PoolDevices.exportExcel": { name: "pools.batchExportPoolDeviceExcel", args: [dayPool] },
  "PoolDevices.upload": { name: "pools.uploadDaysPoolDevice", args: [dayPool, file] },
  "PoolDevices.uploadVariant": { name: "pools.poolFillDeviceId", args: ["fill", dayPool, file] },
  "PoolDevices.template": { name: "pools.getDaysPoolUploadDeviTemplate", args: [dayPool] },
  "PoolDevices.templateOf": { name: "pools.getConcPoolUploadDeviTemplate", args: ["concurrent"] },
  "PoolDevices.errorReport": { name: "pools.getElErrorUploadSnDownload", args: ["e1"] },
  "PoolDevices.addByCount": { name: "pools.addElTimePoolSonByNum", args: [dayPool, 3] },
  "PoolDevices.generateServiceIds": { name: "pools.generateElTimePoolSon", args: [dayPool, 3] },
  "PoolDevices.setActivationMode": { name: "pools.setElTimePoolActivationMode", args: [dayPool, 1] },
};

/** Methods that make no call of their own, or several (tested below). */
const COMPOSITE = new Set(["listAll", "resolveIds", "find", "wait"]);

describe("resources", () => {
  it("every method sends exactly its own call, of the catalogue's kind", async () => {
    const { t, seen } = recorder();
    const resources = [
      new Overview(t),
      new Notices(t),
      new Dictionaries(t),
      new Accounts(t),
      new AccountBatches(t),
      new Pools(t),
      new PoolDevices(t),
      new Audit(t),
    ];
    const checked: string[] = [];
    for (const r of resources) {
      const proto = Object.getPrototypeOf(r) as Record<string, unknown>;
      for (const m of Object.getOwnPropertyNames(proto)) {
        if (m === "constructor" || COMPOSITE.has(m)) continue;
        const key = `${r.constructor.name}.${m}`;
        const expected = EXPECTED[key];
        expect(expected, `${key} has no expected call in EXPECTED`).toBeDefined();
        seen.length = 0;
        await (r as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[m]!(
          ...(expected!.args ?? [{}]),
        );
        expect(
          seen.map((s) => s.name),
          key,
        ).toEqual([expected!.name]);
        const def = endpoints[expected!.name as keyof typeof endpoints] as EndpointDef;
        expect(def.kind, key).toBe(seen[0]!.kind);
        checked.push(key);
      }
    }
    expect(checked.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it("retrieve-style methods wrap their id; device calls carry the pool", async () => {
    const { t, seen } = recorder();
    await new Notices(t).retrieve("n1");
    await new Accounts(t).retrieve("a1");
    await new Accounts(t).batches.retrieve("b1");
    await new Dictionaries(t).byTypes(["field_type"]);
    await new PoolDevices(t).disable(dayPool, ["7"]);
    await new PoolDevices(t).addByCount(dayPool, 3);
    expect(seen.map((s) => s.body)).toEqual([
      { noticeId: "n1" },
      { id: "a1" },
      { batchId: "b1" },
      { dictTypes: ["field_type"] },
      { poolId: "P1", ids: ["7"] },
      { bindAccountNo: "P1", num: 3 },
    ]);
  });

  it("batches.wait polls until done and reports every status", async () => {
    const states = ["running", "running", "done"];
    const polled: unknown[] = [];
    const t = {
      call: async (_def: EndpointDef, body: unknown) => {
        polled.push(body);
        return { batchId: "b1", state: states.shift(), succeeded: 2 };
      },
    } as unknown as Transport;
    const progress: string[] = [];
    const status = await new AccountBatches(t).wait("b1", {
      intervalMs: 1,
      onProgress: (s) => progress.push(s.state),
    });
    expect(status.state).toBe("done");
    expect(polled).toEqual([{ batchId: "b1" }, { batchId: "b1" }, { batchId: "b1" }]);
    expect(progress).toEqual(["running", "running", "done"]);
  });

  it("createClient wires every resource and sub-resource to one transport", () => {
    const c = createClient({ baseURL: "http://x" });
    const all = [c.session, c.overview, c.notices, c.dictionaries, c.accounts, c.accounts.batches, c.pools];
    for (const r of [...all, c.pools.devices])
      expect((r as unknown as { transport: Transport }).transport).toBe(c.transport);
  });
});

describe("pool decisions", () => {
  const calls = async (calType: CalType) => {
    const { t, seen } = recorder();
    const pool = { poolId: "P1", calType, bpId: "BP1" };
    const devices = new PoolDevices(t);
    await devices.list(pool);
    await devices.enable(pool, ["1"]);
    await devices.upload(pool, file);
    await devices.template(pool);
    await new Pools(t).fill(pool, { bpId: "BP1", poolId: "P1", creatAccountSum: 1 });
    return seen.map((s) => (s.kind === "upload" ? `${s.name} ${JSON.stringify(s.body)}` : s.name));
  };

  it("a concurrency pool uses the poolDevice* family and its own upload, template and fill", async () => {
    expect(await calls("concurrent_pool")).toEqual([
      "pools.poolDeviceList",
      "pools.batchEnablePoolDevice",
      'pools.uploadConcPoolDevice {"bpId":"BP1","poolId":"P1"}',
      "pools.getConcPoolUploadDeviTemplate",
      "pools.concurrentPoolFillAccount",
    ]);
  });

  it("a day pool uses the ElTimePoolSon* family with the day-pool upload", async () => {
    expect(await calls("days_pool")).toEqual([
      "pools.elTimePoolSonList",
      "pools.enableElTimePoolSon",
      'pools.uploadDaysPoolDevice {"bpId":"BP1","poolId":"P1"}',
      "pools.getDaysPoolUploadDeviTemplate",
      "pools.daysPoolFillAccount",
    ]);
  });

  it("minutes, traffic and count pools use the el-time SN request and automatic creation", async () => {
    for (const calType of ["minutes_pool", "traffic_pool", "count_pool"] as const)
      expect(await calls(calType), calType).toEqual([
        "pools.elTimePoolSonList",
        "pools.enableElTimePoolSon",
        'pools.uploadElTimePoolSonSnReq {"bindAccountNo":"P1"}',
        "pools.getElTimePoolSonTemplate",
        "pools.autoCreateAccountOfPool",
      ]);
  });
});
