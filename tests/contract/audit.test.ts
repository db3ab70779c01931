// Contract of the audit trail (a project addition under {customer}/audit; docs/audit.md): every
// kind of change a customer or sub-user makes, made through the SDK against the in-process
// sandbox, is one entry naming who, the role, the client and call, and the old and new value of
// each field changed; no secret the test made is anywhere in the audit table; a sub-user without
// the audit screen's code is refused until a role grants it; the customer scope; a batch over
// 10,000 accounts is one entry with its count whose rows page out.
import {
  AUDIT_MENU,
  ApiError,
  type AuditEntry,
  type AuditListRequest,
  type FixcloudClient,
  ForbiddenError,
  NotFoundError,
  auditChangeLines,
  checkMenuCode,
  formatTime,
  messages,
} from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE, createHarness, type Harness } from "./harness.js";
import { readXlsx } from "./xlsx.js";

const h = createHarness();
afterAll(() => h.sandbox.close());

let demo: FixcloudClient;
let demoUserId: number;
beforeAll(async () => {
  demo = (await h.signIn()).client;
  demoUserId = (h.sandbox.db.prepare("SELECT id FROM users WHERE username = 'demo'").get() as { id: number })
    .id;
});

/** Every secret the test made or was shown: none may appear in the audit table. */
const secrets = new Set<string>();

/** The newest entry of `action` on `entity` (and `entityId`, when given). */
async function newest(action: string, entity: string, entityId?: string): Promise<AuditEntry> {
  const page = await demo.audit.list({ action, entity, entityId, pageSize: 1 });
  const e = page.list[0];
  if (!e) throw new Error(`no ${action} entry on ${entity} ${entityId ?? ""}`);
  return e;
}
/** `{field: [from, to]}` of an entry's changes. */
const changes = (e: AuditEntry) => Object.fromEntries(e.changes.map((c) => [c.field, [c.from, c.to]]));

/** The SMS code the sandbox last sent to `to`. */
async function lastCode(harness: Harness, to: string): Promise<string> {
  const res = await harness.sandbox.fetch(
    new Request(`${BASE}/__sandbox/outbox?to=${encodeURIComponent(to)}&limit=1`),
  );
  const body = (await res.json()) as { data: { list: { code: string }[] } };
  return body.data.list[0]!.code;
}

describe("audit trail: old and new values of every kind of change", () => {
  it("records service-account changes: state, remark, validity, trial, activation type, passwords", async () => {
    const [a, b] = (
      await demo.accounts.list({ selectType: 2, serviceState: 1, disableState: 1, pageNo: 1, pageSize: 2 })
    ).list;
    await demo.accounts.batches.wait(await demo.accounts.disable({ selectType: 2, ids: [a!.id] }), {
      intervalMs: 5,
    });
    const off = await newest("disable", "service_account", a!.id);
    expect(changes(off)).toEqual({ disableState: [1, 2] });
    expect(off).toMatchObject({
      userId: demoUserId,
      username: "demo",
      roleCode: null,
      clientKind: "sdk",
      call: "accounts.batchDisable",
      count: null,
    });

    await demo.accounts.setRemark({ selectType: 2, ids: [a!.id], accountRemark: "fleet B" });
    expect(changes(await newest("remark", "service_account", a!.id))).toEqual({
      accountRemark: [a!.accountRemark ?? "", "fleet B"],
    });

    await demo.accounts.batches.wait(
      await demo.accounts.setValidity({ selectType: 2, ids: [b!.id], validTime: 3, validTimeUnit: "month" }),
      { intervalMs: 5 },
    );
    const valid = changes(await newest("editValidity", "service_account", b!.id));
    expect(valid.validTime).toEqual([b!.validTime, 3]);

    const type = a!.activationType === 1 ? 2 : 1;
    await demo.accounts.batches.wait(
      await demo.accounts.setActivationType({ selectType: 2, ids: [a!.id], activationType: type }),
      { intervalMs: 5 },
    );
    expect(changes(await newest("activationType", "service_account", a!.id))).toMatchObject({
      activationType: [a!.activationType, type],
    });

    const trial = (
      await demo.accounts.list({ selectType: 1, serviceState: 2, silentSwitch: 0, pageNo: 1, pageSize: 1 })
    ).list[0]!;
    await demo.accounts.batches.wait(
      await demo.accounts.setTrial({ selectType: 1, ids: [trial.id], silentSwitchStatus: 1, trialDays: 7 }),
      { intervalMs: 5 },
    );
    expect(changes(await newest("trialOn", "service_account", trial.id)).silentSwitch).toEqual([0, 1]);

    const oldPassword = (await demo.accounts.retrieve(b!.id)).password;
    await demo.accounts.batches.wait(await demo.accounts.resetPassword({ selectType: 2, ids: [b!.id] }), {
      intervalMs: 5,
    });
    const newPassword = (await demo.accounts.retrieve(b!.id)).password;
    secrets.add(oldPassword).add(newPassword);
    expect(changes(await newest("resetPassword", "service_account", b!.id))).toEqual({
      password: ["***", "***"],
    });
    await demo.accounts.setPassword({ accountId: b!.id, password: "zq7k2m9x" });
    secrets.add("zq7k2m9x");
    expect(changes(await newest("customPassword", "service_account", b!.id))).toEqual({
      password: ["***", "***"],
    });
  });

  it("records pool activation and device-account changes", async () => {
    const pools = (await demo.pools.list({ selectType: 1, pageNo: 1, pageSize: 100 })).list;
    await demo.pools.activate({ poolIds: pools.map((p) => p.poolId) });
    const act = await newest("activate", "pool");
    // abpState 0 (not activated) → 1 (activated), as the pools table stores it.
    expect(changes(act).abpState).toEqual([0, 1]);
    expect(act.call).toBe("pools.batchActivation");

    const pool = (await demo.pools.find("PL00000007"))!;
    const added = await demo.pools.devices.addByCount(pool, 2);
    const ids = (await demo.pools.devices.list(pool, { pageNo: 1, pageSize: 100 })).list
      .filter((d) => added.accountNames.includes(d.accountName))
      .map((d) => d.id);
    await demo.pools.devices.setRemark(pool, { ids, accountRemark: "mast 3" });
    const remark = await newest("remark", "pool_device", ids[0]);
    expect(changes(remark).accountRemark).toEqual([expect.anything(), "mast 3"]);
    await demo.pools.devices.disable(pool, ids);
    expect(changes(await newest("disable", "pool_device", ids[0]))).toEqual({ disableState: [1, 2] });
    const before = (await demo.pools.devices.list(pool, { pageNo: 1, pageSize: 100 })).list.filter((d) =>
      ids.includes(d.id),
    );
    await demo.pools.devices.resetPasswords(pool, ids);
    const after = (await demo.pools.devices.list(pool, { pageNo: 1, pageSize: 100 })).list.filter((d) =>
      ids.includes(d.id),
    );
    for (const d of [...before, ...after]) if (d.password) secrets.add(d.password);
    expect(changes(await newest("resetPassword", "pool_device", ids[0]))).toEqual({
      password: ["***", "***"],
    });
  });

  it("records recipients and message settings", async () => {
    const { receiverId } = await demo.receivers.create({
      name: "陈静",
      email: "chen.audit@example.com",
      position: "财务主管",
    });
    expect(changes(await newest("create", "receiver", receiverId))).toMatchObject({
      name: [null, "陈静"],
      email: [null, "chen.audit@example.com"],
    });
    await demo.receivers.update({
      receiverId,
      name: "陈静",
      email: "chen.new@example.com",
      position: "经理",
    });
    expect(changes(await newest("update", "receiver", receiverId))).toEqual({
      email: ["chen.audit@example.com", "chen.new@example.com"],
      position: ["财务主管", "经理"],
    });
    const rows = await demo.messages.settings.list();
    const one = rows.find((r) => r.msgType === 1)!;
    await demo.messages.settings.update([{ msgType: 1, email: one.email ? 0 : 1, phone: one.phone }]);
    expect(changes(await newest("updateSettings", "message_setting", "1"))).toEqual({
      email: [one.email, one.email ? 0 : 1],
    });
    await demo.messages.settings.setReceivers({ receiverId: [Number(receiverId)], msgSetupId: one.id });
    expect(changes(await newest("setReceivers", "message_setting", "1"))).toEqual({
      receiverIds: [[...one.receiverIdList].sort((x, y) => Number(x) - Number(y)), [Number(receiverId)]],
    });
    await demo.receivers.delete(receiverId);
    expect(changes(await newest("delete", "receiver", receiverId))).toMatchObject({
      name: ["陈静", null],
    });
  });

  it("records sub-accounts, roles and their menus; a password is only said to have changed", async () => {
    const password = "Aud@2026pw";
    secrets.add(password);
    const { userId } = await demo.subaccounts.create({
      userName: "auditee01",
      fullName: "Audit Li",
      phone: "13800138001",
      email: "auditee01@example.com",
      password,
      confirmPassword: password,
    });
    expect(changes(await newest("create", "sub_account", userId))).toMatchObject({
      userName: [null, "auditee01"],
      password: ["***", "***"],
    });
    await demo.subaccounts.setRoles(userId, ["operator"]);
    expect(changes(await newest("configRoles", "sub_account", userId))).toEqual({
      roleCodes: [[], ["operator"]],
    });
    await demo.subaccounts.setStatus(userId, 2);
    expect(changes(await newest("setStatus", "sub_account", userId))).toEqual({ userStatus: [0, 2] });

    const role = await demo.roles.create({ roleName: "auditors" });
    expect(changes(await newest("create", "role", role.roleCode)).roleName).toEqual([null, "auditors"]);
    const selected = checkMenuCode([], "ZZHQY_GJP101");
    await demo.roles.update(role, { roleName: "auditors 2", selected });
    const upd = changes(await newest("update", "role", role.roleCode));
    expect(upd.roleName).toEqual(["auditors", "auditors 2"]);
    expect(upd.menuCodes?.[0]).toEqual([]);
    expect(upd.menuCodes?.[1]).toEqual(expect.arrayContaining(["FWGL_HSK974", "LMJFW_KHF756"]));
    await demo.roles.assign(role.roleCode, [userId]);
    expect(changes(await newest("allocateUsers", "role", role.roleCode))).toEqual({
      userIds: [[], [Number(userId)]],
    });
    await demo.roles.delete(role.roleCode);
    expect(changes(await newest("delete", "role", role.roleCode))).toEqual({
      roleName: ["auditors 2", null],
    });
    await demo.subaccounts.delete(userId);
    expect(changes(await newest("delete", "sub_account", userId)).userName).toEqual(["auditee01", null]);
  });

  it("records a credential revealed and webhook endpoints, never the secret", async () => {
    const { phone } = h.sandbox.db.prepare("SELECT phone FROM users WHERE username = 'demo'").get() as {
      phone: string;
    };
    await demo.credentials.sendCode({ phone });
    const [cred] = await demo.credentials.reveal({ captcha: await lastCode(h, phone), phone });
    secrets.add(cred!.accessSecret);
    const seen = await newest("revealSecret", "access_key", cred!.accessKey);
    expect(changes(seen)).toEqual({ accessSecret: ["***", "***"] });

    const { endpoint, secret } = await demo.webhooks.create({
      url: "http://127.0.0.1:9/hook",
      description: "ci",
    });
    secrets.add(secret);
    expect(changes(await newest("create", "webhook", endpoint.id))).toMatchObject({
      url: [null, "http://127.0.0.1:9/hook"],
      secret: ["***", "***"],
    });
    await demo.webhooks.update({ id: endpoint.id, enabled: false });
    expect(changes(await newest("update", "webhook", endpoint.id))).toEqual({ enabled: [true, false] });
    secrets.add(await demo.webhooks.rotateSecret(endpoint.id));
    expect(changes(await newest("rotateSecret", "webhook", endpoint.id))).toEqual({ secret: ["***", "***"] });
    await demo.webhooks.remove(endpoint.id);
    expect(changes(await newest("delete", "webhook", endpoint.id))).toEqual({
      url: ["http://127.0.0.1:9/hook", null],
    });
  });

  it("holds no secret the test made, anywhere in the audit table", () => {
    expect(secrets.size).toBeGreaterThan(8);
    for (const s of secrets) expect(s).toMatch(/^\S{8,}$/);
    const rows = h.sandbox.db.prepare("SELECT * FROM audit_log").all() as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(20);
    const text = JSON.stringify(rows);
    for (const s of secrets)
      expect(text.includes(s), `secret ${s.slice(0, 3)}… in the audit table`).toBe(false);
  });

  it("filters by user, action, target and time; pages newest first", async () => {
    const all = await demo.audit.list({ pageSize: 100 });
    expect(all.total).toBeGreaterThan(20);
    expect(all.totalCapped).toBe(false);
    const ids = all.list.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const page2 = await demo.audit.list({ pageNo: 2, pageSize: 5 });
    expect(page2.list.map((e) => e.id)).toEqual(ids.slice(5, 10));
    expect((await demo.audit.list({ username: "nobody" })).total).toBe(0);
    expect((await demo.audit.list({ username: "DEMO", pageSize: 1 })).total).toBe(all.total);
    const hooks = await demo.audit.list({ entity: "webhook", pageSize: 100 });
    expect(new Set(hooks.list.map((e) => e.entity))).toEqual(new Set(["webhook"]));
    expect((await demo.audit.list({ since: "2099-01-01 00:00:00" })).total).toBe(0);
    expect((await demo.audit.list({ until: "2000-01-01 00:00:00" })).total).toBe(0);
  });
});

describe("audit trail: the export is the list, as a file", () => {
  /** The export of `filter` as rows of cells, header first. */
  const exported = async (client: FixcloudClient, filter: AuditListRequest = {}) =>
    readXlsx((await client.audit.export(filter)).data);
  /** The list of `filter`, every page. */
  const listed = async (filter: AuditListRequest = {}) => {
    const out: AuditEntry[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = await demo.audit.list({ ...filter, pageNo, pageSize: 100 });
      out.push(...page.list);
      if (out.length >= page.total) return out;
    }
  };

  it("holds the entries the list shows for the same filters, newest first, column by column", async () => {
    const { client: en } = await h.signIn("demo", h.sandbox.options.demoPassword, "en");
    const filters: AuditListRequest[] = [
      {},
      { action: "remark" },
      { entity: "webhook" },
      { username: "DEMO", since: "2000-01-01 00:00:00" },
      { username: "nobody" },
    ];
    for (const filter of filters) {
      const list = await listed(filter);
      const rows = await exported(en, filter);
      expect(rows.length, JSON.stringify(filter)).toBe(list.length + 1);
      const label = (k: string) => messages.en[k];
      expect(rows[0]).toEqual(
        [
          "time",
          "auditUser",
          "auditRole",
          "auditClient",
          "clientIp",
          "auditAction",
          "auditTarget",
          "auditCount",
          "auditChanges",
        ].map((f) => messages.en[`field.${f}`]),
      );
      list.forEach((e, i) => {
        const row = rows[i + 1]!;
        expect(row[0]).toBe(formatTime(e.time, { timeZone: "UTC" }));
        expect(row[1]).toBe(e.username ?? messages.en["audit.system"]);
        expect(row[5]).toBe(messages.en[`auditAction.${e.action}`] ?? e.action);
        expect(row[6]).toBe(`${messages.en[`auditEntity.${e.entity}`] ?? e.entity} ${e.entityId}`);
        expect(row[8] ?? null).toBe(auditChangeLines(e.changes, label).join("\n") || null);
      });
    }
    // In the user's language: Chinese headers and labels for a zh-CN session.
    const zh = await exported(demo, { action: "remark" });
    expect(zh[0]![5]).toBe(messages["zh-CN"]["field.auditAction"]);
    expect(zh[1]![5]).toBe(messages["zh-CN"]["auditAction.remark"]);
  });

  it("writes a cell starting with = + - @ as text, never a formula", async () => {
    const a = (await demo.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list[0]!;
    await demo.accounts.setRemark({ selectType: 1, ids: [a.id], accountRemark: "=HYPERLINK(1)" });
    // The maker's own fields as a file cell's first characters: names and roles a customer chose.
    const id = (await newest("remark", "service_account", a.id)).id;
    h.sandbox.db
      .prepare("UPDATE audit_log SET user_name = ?, role_code = ?, client_ip = ? WHERE id = ?")
      .run("=1+1", "@SUM(A1)", "+1-2", id);
    const rows = await exported(demo, { action: "remark", entityId: a.id, entity: "service_account" });
    const cells = rows[1]!;
    expect(cells.slice(1, 5)).toEqual(["=1+1", "@SUM(A1)", messages["zh-CN"]["auditClientKind.sdk"], "+1-2"]);
    expect(String(cells[8])).toContain("→ =HYPERLINK(1)");
    for (const c of rows.flat()) expect(["string", "number", "undefined"]).toContain(typeof c);
    h.sandbox.db
      .prepare("UPDATE audit_log SET user_name = 'demo', role_code = NULL, client_ip = NULL WHERE id = ?")
      .run(id);
  });

  it("holds no secret the test made; a batch is one row with its count", async () => {
    const three = (await demo.accounts.list({ selectType: 1, pageNo: 1, pageSize: 3 })).list.map((a) => a.id);
    await demo.accounts.setRemark({ selectType: 1, ids: three, accountRemark: "three" });
    const batch = (await demo.audit.list({ entity: "batch", action: "remark", pageSize: 1 })).list[0]!;
    const rows = await exported(demo, { entity: "batch", entityId: batch.entityId });
    expect(rows).toHaveLength(2);
    expect(rows[1]![6]).toBe(`${messages["zh-CN"]["auditEntity.batch"]} ${batch.entityId}`);
    expect(rows[1]![7]).toBe(3);
    const text = JSON.stringify(await exported(demo));
    for (const s of secrets) expect(text.includes(s), `secret ${s.slice(0, 3)}… in the export`).toBe(false);
    expect(text).toContain(messages["zh-CN"]["audit.secretChanged"]);
  });

  it("refuses more than 10,000 entries with L000681 and writes nothing; 10,000 export", async () => {
    const db = h.sandbox.db;
    const customer = (
      db.prepare("SELECT customer_id AS c FROM audit_log WHERE user_name = 'demo' LIMIT 1").get() as {
        c: number;
      }
    ).c;
    const add = db.prepare(
      `INSERT INTO audit_log (entity, entity_id, action, time, customer_id, user_name, top)
       VALUES ('service_account', ?, 'zzcap', '2026-01-01 00:00:00', ?, 'demo', 1)`,
    );
    db.transaction(() => {
      for (let i = 0; i < 10_001; i++) add.run(String(i), customer);
    })();
    try {
      const err = await demo.audit.export({ action: "zzcap" }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).message).toContain(messages["zh-CN"].L000681);
      expect((err as ApiError).message).toContain("10000");
      db.prepare("DELETE FROM audit_log WHERE action = 'zzcap' AND entity_id = '0'").run();
      expect(await exported(demo, { action: "zzcap" })).toHaveLength(10_001);
    } finally {
      db.prepare("DELETE FROM audit_log WHERE action = 'zzcap'").run();
    }
  });
});

describe("audit trail: who may read it", () => {
  it("refuses a sub-user without the audit code, answers once a role grants it; another customer sees none", async () => {
    const { client: op } = await h.signIn("operator", h.sandbox.options.operatorPassword);
    await expect(op.audit.list()).rejects.toBeInstanceOf(ForbiddenError);
    const role = (await demo.roles.list()).find((r) => r.roleCode === "operator")!;
    const held = (await demo.roles.retrieve("operator")).menuCodeList;
    await demo.roles.update(role, { roleName: role.roleName, selected: [...held, AUDIT_MENU] });
    const page = await op.audit.list({ pageSize: 1 });
    // The grant itself is the newest entry, made by the main account.
    expect(page.list[0]).toMatchObject({
      action: "update",
      entity: "role",
      entityId: "operator",
      username: "demo",
    });
    expect(changes(page.list[0]!).menuCodes?.[1]).toContain(AUDIT_MENU);

    const { client: other } = await h.signIn("newco");
    expect((await other.audit.list()).total).toBe(0);
    await expect(other.audit.entry({ id: page.list[0]!.id })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("audit trail: a batch is one entry", () => {
  // About 59% of the seeded accounts are high-precision ones: 18,000 give over 10,000.
  const big = createHarness({ accounts: 18_000 });
  afterAll(() => big.sandbox.close());

  it("records a batch over 10,000 accounts as one entry with its count, expandable to its rows", async () => {
    const { client } = await big.signIn();
    const { ids } = await client.accounts.resolveIds({ selectType: 1, search: {} });
    expect(ids.length).toBeGreaterThan(10_000);
    const job = await client.accounts.disable({ selectType: 1, search: {} });
    const done = await client.accounts.batches.wait(job, { intervalMs: 5 });
    const page = await client.audit.list({ action: "disable" });
    expect(page.total).toBe(1);
    const entry = page.list[0]!;
    expect(entry).toMatchObject({
      entity: "batch",
      entityId: done.batchId,
      batchId: done.batchId,
      count: ids.length,
    });
    expect(entry.changes).toEqual([]);
    const detail = await client.audit.entry({ id: entry.id, pageNo: 2, pageSize: 1000 });
    expect(detail.entry).toEqual(entry);
    expect(detail.rows.total).toBe(done.succeeded);
    expect(detail.rows.list).toHaveLength(1000);
    expect(detail.rows.list[0]).toMatchObject({
      entity: "service_account",
      action: "disable",
      username: "demo",
    });
    expect(changes(detail.rows.list[0]!)).toEqual({ disableState: [1, 2] });
  });
});
