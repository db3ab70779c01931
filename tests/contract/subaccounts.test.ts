// Contract of the sub-account calls (part2 §2-§5, §7 subAccount/manage): every call through the
// SDK's `subaccounts` resource against the in-process sandbox, the bad inputs of part2 §5
// answered with the rule's message and changing nothing, 405 for an uncertified customer, the
// status toggle's rule, sessions ended on disable/delete, and the customer scope.
import {
  ApiError,
  type FixcloudClient,
  NotCertifiedError,
  NotFoundError,
  SessionError,
  encryptField,
  messages,
} from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness } from "./harness.js";

const h = createHarness();
afterAll(() => h.sandbox.close());

const PASSWORD = "Sub@2026pw";
const users = () => (h.sandbox.db.prepare("SELECT count(*) AS n FROM users").get() as { n: number }).n;
const certify = (on: boolean) =>
  h.sandbox.db
    .prepare("UPDATE customers SET certified = ? WHERE customer_no = 'C2024000001'")
    .run(on ? 1 : 0);
const text = (key: string, lang: "zh-CN" | "en" = "zh-CN") => messages[lang][key];

let demo: FixcloudClient;
beforeAll(async () => {
  demo = (await h.signIn()).client;
});

/** A new sub-account with the operator role, so it can sign in; returns its id. */
async function create(userName: string, extra: Partial<{ fullName: string; phone: string }> = {}) {
  const { userId } = await demo.subaccounts.create({
    userName,
    fullName: extra.fullName ?? "测试 用户",
    phone: extra.phone ?? "13800138000",
    email: `${userName}@example.com`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  await demo.subaccounts.setRoles(userId, ["operator"]);
  return userId;
}

describe("sub-accounts contract", () => {
  it("lists the seeded operator only (not the main account), with the records paging fields", async () => {
    const page = await demo.subaccounts.list({ pageNum: 1, pageSize: 10 });
    expect(page).toMatchObject({ pageNum: 1, pageSize: 10, total: 1, totalPage: 1 });
    expect(page.records.map((r) => r.userName)).toEqual(["operator"]);
    expect(page.records[0]).not.toHaveProperty("roleList");
    const withRoles = await demo.subaccounts.list({ roleFlag: true });
    expect(withRoles.records[0]?.roleList).toEqual([{ roleCode: "operator", roleName: "运维操作员" }]);
  });

  it("creates a sub-account from the encrypted data; details read it back; it can sign in", async () => {
    const userId = await create("alice01", { fullName: "Alice Li" });
    const d = await demo.subaccounts.retrieve(userId);
    expect(d).toMatchObject({
      userconsoleUseId: userId,
      userName: "alice01",
      fullName: "Alice Li",
      phone: "13800138000",
      email: "alice01@example.com",
      userStatus: 0,
      roleList: [{ roleCode: "operator", roleName: "运维操作员" }],
    });
    const { session } = await h.signIn("alice01", PASSWORD);
    expect(session.accountType).toBe(2);
  });

  it("searches by username and full name, trimmed and ignoring case; an empty body lists every one", async () => {
    await create("bob02", { fullName: "Bob Wang" });
    const byName = await demo.subaccounts.list({ userName: "  ALICE ", pageNum: 1, pageSize: 10 });
    expect(byName.records.map((r) => r.userName)).toEqual(["alice01"]);
    const byFull = await demo.subaccounts.list({ fullName: "wang", pageNum: 1, pageSize: 10 });
    expect(byFull.records.map((r) => r.userName)).toEqual(["bob02"]);
    const all = await demo.subaccounts.list();
    expect(all.total).toBe(3);
    expect(all.records.map((r) => r.userName).sort()).toEqual(["alice01", "bob02", "operator"]);
    const paged = await demo.subaccounts.list({ pageNum: 2, pageSize: 2 });
    expect(paged).toMatchObject({ pageNum: 2, pageSize: 2, total: 3, totalPage: 2 });
    expect(paged.records).toHaveLength(1);
  });

  it("refuses a taken username (any customer, any case) with a clear message and adds nothing", async () => {
    const before = users();
    for (const userName of ["alice01", "DEMO"]) {
      const err = await demo.subaccounts
        .create({
          userName,
          fullName: "x",
          phone: "13800138000",
          email: "a@b.cn",
          password: PASSWORD,
          confirmPassword: PASSWORD,
        })
        .catch((e) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect(err.message).toContain(userName);
    }
    expect(users()).toBe(before);
  });

  it.each([
    ["userName", { userName: "12345" }, "L000611"],
    ["userName", { userName: "a".repeat(51) }, "L000664"],
    ["userName", { userName: "" }, "L000605"],
    ["fullName", { fullName: "  " }, "L000665"],
    ["fullName", { fullName: "名".repeat(51) }, "L000666"],
    ["phone", { phone: "12345" }, "L000601"],
    ["email", { email: "not-an-email" }, "L000610"],
    ["email", { email: `${"a".repeat(45)}@x.com` }, "L000667"],
    ["password", { password: "short", confirmPassword: "short" }, "L000520"],
    ["password", { password: "", confirmPassword: "" }, "L000612"],
    ["confirmPassword", { confirmPassword: "Other@2026pw" }, "L000521"],
  ])("refuses a bad %s (%j) with %s and adds nothing", async (_field, bad, code) => {
    const before = users();
    const err = await demo.subaccounts
      .create({
        userName: "carol03",
        fullName: "Carol",
        phone: "13800138000",
        email: "carol@example.com",
        password: PASSWORD,
        confirmPassword: PASSWORD,
        ...bad,
      })
      .catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe(400);
    expect(err.message).toBe(text(code));
    expect(users()).toBe(before);
  });

  it("checks the phone pattern only in Chinese (part1 §5)", async () => {
    const { client } = await h.signIn("demo", h.sandbox.options.demoPassword, "en");
    const { userId } = await client.subaccounts.create({
      userName: "intl04",
      fullName: "Intl",
      phone: "+44 20 7946 0000",
      email: "intl@example.com",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect((await demo.subaccounts.retrieve(userId)).phone).toBe("+44 20 7946 0000");
  });

  it("refuses data that is not encrypted with the sandbox's key, or not an account", async () => {
    const before = users();
    const call = (data: string) => demo.call("subaccounts.createSubAccount", { data }).catch((e) => e);
    expect((await call("bm90IGVuY3J5cHRlZA==")).code).toBe(400);
    const key = await demo.session.publicKey();
    const notAccount = await call(await encryptField(key, JSON.stringify({ userName: 5 })));
    expect(notAccount.code).toBe(400);
    expect(notAccount.message).toMatch(/userName|用户名称/);
    expect(users()).toBe(before);
  });

  it("answers 405 (NotCertifiedError, L000519) on create when the customer is not certified", async () => {
    certify(false);
    try {
      const before = users();
      const err = await demo.subaccounts
        .create({
          userName: "dave05",
          fullName: "Dave",
          phone: "13800138000",
          email: "d@example.com",
          password: PASSWORD,
          confirmPassword: PASSWORD,
        })
        .catch((e) => e);
      expect(err).toBeInstanceOf(NotCertifiedError);
      expect(err.code).toBe(405);
      expect(err.message).toBe(text("L000519"));
      expect(users()).toBe(before);
    } finally {
      certify(true);
    }
  });

  it("updates details with the username locked and the password optional", async () => {
    const userId = (await demo.subaccounts.list({ userName: "bob02", pageNum: 1, pageSize: 10 })).records[0]!
      .userconsoleUseId;
    await demo.subaccounts.update({
      userId,
      userName: "bob02",
      fullName: "Bob W.",
      phone: "13900139000",
      email: "bw@example.com",
    });
    expect(await demo.subaccounts.retrieve(userId)).toMatchObject({
      fullName: "Bob W.",
      phone: "13900139000",
      email: "bw@example.com",
    });
    const locked = await demo.subaccounts
      .update({ userId, userName: "robert", fullName: "Bob", phone: "13900139000", email: "bw@example.com" })
      .catch((e) => e);
    expect(locked.code).toBe(400);
    expect((await demo.subaccounts.retrieve(userId)).userName).toBe("bob02");
    const badPw = await demo.subaccounts
      .update({
        userId,
        userName: "bob02",
        fullName: "Bob",
        phone: "13900139000",
        email: "bw@example.com",
        password: "abc",
        confirmPassword: "abc",
      })
      .catch((e) => e);
    expect(badPw.message).toBe(text("L000520"));
  });

  it("a new password ends the sub-user's sessions and the new one signs in", async () => {
    const userId = (await demo.subaccounts.list({ userName: "bob02", pageNum: 1, pageSize: 10 })).records[0]!
      .userconsoleUseId;
    const bob = await h.signIn("bob02", PASSWORD);
    await expect(bob.client.overview.counts()).resolves.toBeTruthy();
    await demo.subaccounts.update({
      userId,
      userName: "bob02",
      fullName: "Bob",
      phone: "13900139000",
      email: "bw@example.com",
      password: "New@2026pw",
      confirmPassword: "New@2026pw",
    });
    await expect(bob.client.overview.counts()).rejects.toBeInstanceOf(SessionError);
    await expect(h.signIn("bob02", "New@2026pw")).resolves.toBeTruthy();
  });

  it("configures roles as a whole set, refusing unknown codes without a change", async () => {
    const userId = (await demo.subaccounts.list({ userName: "alice01", pageNum: 1, pageSize: 10 }))
      .records[0]!.userconsoleUseId;
    await demo.subaccounts.setRoles(userId, ["finance", "operator"]);
    expect((await demo.subaccounts.retrieve(userId)).roleList.map((r) => r.roleCode)).toEqual([
      "finance",
      "operator",
    ]);
    const err = await demo.subaccounts.setRoles(userId, ["operator", "nope"]).catch((e) => e);
    expect(err.code).toBe(400);
    expect(err.message).toContain("nope");
    expect((await demo.subaccounts.retrieve(userId)).roleList.map((r) => r.roleCode)).toEqual([
      "finance",
      "operator",
    ]);
    await demo.subaccounts.setRoles(userId, ["operator"]);
  });

  it("refuses a disabled role it does not hold yet; one it holds may stay or go", async () => {
    const userId = (await demo.subaccounts.list({ userName: "alice01", pageNum: 1, pageSize: 10 }))
      .records[0]!.userconsoleUseId;
    const roleCodes = async () => (await demo.subaccounts.retrieve(userId)).roleList.map((r) => r.roleCode);
    const setFinance = (status: 0 | 1) =>
      h.sandbox.db.prepare("UPDATE roles SET role_status = ? WHERE role_code = 'finance'").run(status);
    await demo.subaccounts.setRoles(userId, ["operator"]);
    setFinance(1);
    try {
      const err = await demo.subaccounts.setRoles(userId, ["operator", "finance"]).catch((e) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect(err.code).toBe(400);
      expect(err.message).toContain("finance");
      expect(await roleCodes()).toEqual(["operator"]);
      // Held before it was disabled: saving keeps it, and it can be taken away.
      setFinance(0);
      await demo.subaccounts.setRoles(userId, ["operator", "finance"]);
      setFinance(1);
      await demo.subaccounts.setRoles(userId, ["finance", "operator"]);
      expect(await roleCodes()).toEqual(["finance", "operator"]);
      await demo.subaccounts.setRoles(userId, ["operator"]);
      expect(await roleCodes()).toEqual(["operator"]);
    } finally {
      setFinance(0);
    }
  });

  it("toggles status 0 → 2 → 0 (the SDK decides), ending the sessions of a disabled user", async () => {
    const row = (await demo.subaccounts.list({ userName: "alice01", pageNum: 1, pageSize: 10 })).records[0]!;
    const alice = await h.signIn("alice01", PASSWORD);
    expect(await demo.subaccounts.toggleStatus(row)).toBe(2);
    expect((await demo.subaccounts.retrieve(row.userconsoleUseId)).userStatus).toBe(2);
    await expect(alice.client.overview.counts()).rejects.toBeInstanceOf(SessionError);
    await expect(h.signIn("alice01", PASSWORD)).rejects.toBeInstanceOf(ApiError);
    const again = await demo.subaccounts.setStatus(row.userconsoleUseId, 2).catch((e) => e);
    expect(again.code).toBe(400);
    expect(await demo.subaccounts.toggleStatus({ ...row, userStatus: 2 })).toBe(0);
    await expect(h.signIn("alice01", PASSWORD)).resolves.toBeTruthy();
  });

  it("enables a locked (3) sub-account and refuses the status values the toggle never sends", async () => {
    const row = (await demo.subaccounts.list({ userName: "alice01", pageNum: 1, pageSize: 10 })).records[0]!;
    h.sandbox.db.prepare("UPDATE users SET user_status = 3 WHERE id = ?").run(Number(row.userconsoleUseId));
    expect(await demo.subaccounts.toggleStatus({ ...row, userStatus: 3 })).toBe(0);
    const bad = await demo
      .call("subaccounts.updateSubAccountStatus", { userId: row.userconsoleUseId, userStatus: 3 as never })
      .catch((e) => e);
    expect(bad.code).toBe(400);
  });

  it("refuses to delete or disable itself or the main account", async () => {
    const demoId = String(
      (h.sandbox.db.prepare("SELECT id FROM users WHERE username = 'demo'").get() as { id: number }).id,
    );
    expect((await demo.subaccounts.delete(demoId).catch((e) => e)).code).toBe(403);
    expect((await demo.subaccounts.setStatus(demoId, 2).catch((e) => e)).code).toBe(403);
    const alice = await h.signIn("alice01", PASSWORD);
    const aliceId = (await demo.subaccounts.list({ userName: "alice01", pageNum: 1, pageSize: 10 }))
      .records[0]!.userconsoleUseId;
    // The refusal is the handler's own, whoever may call the screen's calls.
    const self = await h.sandbox
      .fetch(
        new Request("http://sandbox.test/api/authcenter/console/subAccount/manage/deleteSubAccount", {
          method: "POST",
          headers: { "content-type": "application/json", token: alice.session.token, roleCode: "operator" },
          body: JSON.stringify({ userId: aliceId }),
        }),
      )
      .then((r) => r.json() as Promise<{ code: number }>);
    expect([400, 403]).toContain(self.code);
    expect(await demo.subaccounts.retrieve(aliceId)).toBeTruthy();
  });

  it("deletes a sub-account, ending its sessions; it is then not found", async () => {
    const row = (await demo.subaccounts.list({ userName: "bob02", pageNum: 1, pageSize: 10 })).records[0]!;
    const bob = await h.signIn("bob02", "New@2026pw");
    await demo.subaccounts.delete(row.userconsoleUseId);
    await expect(bob.client.overview.counts()).rejects.toBeInstanceOf(SessionError);
    await expect(demo.subaccounts.retrieve(row.userconsoleUseId)).rejects.toBeInstanceOf(NotFoundError);
    expect((await demo.subaccounts.delete(row.userconsoleUseId).catch((e) => e)).code).toBe(404);
  });

  it("never shows or changes another customer's users", async () => {
    const other = h.sandbox.db
      .prepare(
        `INSERT INTO users (customer_id, username, password_hash, account_type, full_name, create_time)
         SELECT id, 'othersub', 'x', 2, 'Other', '2026-06-01 00:00:00' FROM customers WHERE customer_no = 'C2024000002'`,
      )
      .run().lastInsertRowid;
    const id = String(other);
    expect((await demo.subaccounts.list({ userName: "othersub", pageNum: 1, pageSize: 10 })).total).toBe(0);
    await expect(demo.subaccounts.retrieve(id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await demo.subaccounts.setStatus(id, 2).catch((e) => e)).code).toBe(404);
    expect((await demo.subaccounts.delete(id).catch((e) => e)).code).toBe(404);
    const row = h.sandbox.db.prepare("SELECT user_status FROM users WHERE id = ?").get(Number(other)) as {
      user_status: number;
    };
    expect(row.user_status).toBe(0);
  });

  it("validates the plain bodies: ids, role sets, page sizes", async () => {
    const bad = (
      name:
        | "subaccounts.subAccountDetails"
        | "subaccounts.subAccountConfigRole"
        | "subaccounts.subAccountList",
      body: unknown,
    ) => demo.call(name, body as never).catch((e) => e);
    expect((await bad("subaccounts.subAccountDetails", {})).code).toBe(400);
    expect(
      (await bad("subaccounts.subAccountConfigRole", { userId: "1", roleCodeSet: "operator" })).code,
    ).toBe(400);
    expect((await bad("subaccounts.subAccountList", { pageNum: 1, pageSize: 5000 })).code).toBe(400);
  });
});
