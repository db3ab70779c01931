// Roles and the menu tree through the SDK against the in-process sandbox (part2 §2-5, §7
// "Roles"): every call, bad input refused with nothing changed, the tree's ancestor
// and descendant rules, 405 for an uncertified customer, and a role's change applied on the
// sub-user's next call.
import {
  ApiError,
  ForbiddenError,
  NotCertifiedError,
  NotFoundError,
  checkMenuCode,
  menuTreeCodes,
  uncheckMenuCode,
} from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness } from "./harness.js";

const h = createHarness({ validateResponses: true });
afterAll(() => h.sandbox.close());

let demo: Awaited<ReturnType<typeof h.signIn>>["client"];
beforeAll(async () => {
  demo = (await h.signIn()).client;
});

const rowCount = (table: string) =>
  h.sandbox.db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).get()!.n;
const setCertified = (value: 0 | 1) =>
  h.sandbox.db.prepare("UPDATE customers SET certified = ? WHERE customer_no = 'C2024000001'").run(value);

describe("roles contract", () => {
  it("lists the seeded roles of the demo customer only, with their users when asked", async () => {
    const all = await demo.roles.list();
    expect(all.map((r) => r.roleCode).sort()).toEqual(["auditor", "finance", "operator"]);
    expect(all.every((r) => r.usernameList === undefined && r.orgCode === "C2024000001")).toBe(true);

    const page = await demo.roles.search({ roleStatus: "0" });
    expect(page.map((r) => r.roleCode).sort()).toEqual(["finance", "operator"]);
    const operator = page.find((r) => r.roleCode === "operator")!;
    expect(operator.usernameList).toEqual([{ userId: expect.any(String), userName: "operator" }]);
    expect(operator.menuCodeList).toEqual(["FWGL_HSK974", "LMJFW_KHF756", "DC_JSH028"]);

    expect((await demo.roles.search({ roleStatus: "1" })).map((r) => r.roleCode)).toEqual(["auditor"]);
    expect((await demo.roles.search({ roleName: " 财务 ", roleStatus: "" })).map((r) => r.roleCode)).toEqual([
      "finance",
    ]);
    expect(await demo.roles.search({ roleName: "%" })).toEqual([]);
  });

  it("adds a role (trimmed name, generated code, enabled, no menus) and reads its details", async () => {
    const before = rowCount("roles");
    const role = await demo.roles.create({ roleName: "  值班员  ", remarks: "夜班" });
    expect(role).toMatchObject({ roleName: "值班员", remarks: "夜班", roleStatus: 0, menuCodeList: [] });
    expect(role.roleCode).toMatch(/^R\d{6}$/);
    expect(rowCount("roles")).toBe(before + 1);
    expect(await demo.roles.retrieve(role.roleCode)).toMatchObject({ id: role.id, roleName: "值班员" });
  });

  it("refuses a bad role form with the rule's message and adds nothing", async () => {
    const before = rowCount("roles");
    await expect(demo.roles.create({ roleName: "   " })).rejects.toThrow(/请输入角色名称/);
    await expect(demo.roles.create({ roleName: "a".repeat(51) })).rejects.toThrow(/50/);
    await expect(demo.roles.create({ roleName: "ok", remarks: "r".repeat(51) })).rejects.toThrow(/备注/);
    await expect(demo.roles.search({ roleName: "x".repeat(101) })).rejects.toBeInstanceOf(ApiError);
    await expect(demo.roles.setStatus("1", 2 as never)).rejects.toBeInstanceOf(ApiError);
    expect(rowCount("roles")).toBe(before);
  });

  it("answers 405 to an uncertified customer's new role and adds nothing", async () => {
    const before = rowCount("roles");
    setCertified(0);
    try {
      const err = await demo.roles.create({ roleName: "blocked" }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(NotCertifiedError);
      expect((err as ApiError).code).toBe(405);
      expect((err as ApiError).message).toBe("企业尚未认证，无法新增");
    } finally {
      setCertified(1);
    }
    expect(rowCount("roles")).toBe(before);
  });

  it("toggles roleStatus 0 ↔ 1", async () => {
    const role = await demo.roles.create({ roleName: "toggle me" });
    expect(await demo.roles.toggle(role)).toBe(1);
    expect((await demo.roles.retrieve(role.roleCode)).roleStatus).toBe(1);
    expect(await demo.roles.toggle({ id: role.id, roleStatus: 1 })).toBe(0);
    expect((await demo.roles.retrieve(role.roleCode)).roleStatus).toBe(0);
  });

  it('updates name, remarks and menus; ["0"] means none; unknown codes change nothing', async () => {
    const role = await demo.roles.create({ roleName: "editor" });
    const selected = checkMenuCode([], "ZZHQY_GJP101");
    await demo.roles.update(role, { roleName: " editor 2 ", remarks: "r", selected });
    const d = await demo.roles.retrieve(role.roleCode);
    expect(d).toMatchObject({ roleName: "editor 2", remarks: "r" });
    expect(d.menuCodeList).toEqual(["FWGL_HSK974", "LMJFW_KHF756", "SBGL_RFR865", "ZZHQY_GJP101"]);
    const stored = h.sandbox.db
      .prepare<[string], { menu_codes: string; permissions: string }>(
        "SELECT menu_codes, permissions FROM roles WHERE role_code = ?",
      )
      .get(role.roleCode)!;
    expect(JSON.parse(stored.menu_codes)).toEqual(["FWGL_HSK974", "LMJFW_KHF756"]);
    expect(JSON.parse(stored.permissions)).toEqual(["SBGL_RFR865", "ZZHQY_GJP101"]);

    await expect(
      demo.call("roles.updateRole", {
        id: role.id,
        roleCode: role.roleCode,
        roleName: "x",
        menuCodeList: ["KFZ_LJG456", "NOPE_XXX000"],
      }),
    ).rejects.toThrow(/NOPE_XXX000/);
    expect((await demo.roles.retrieve(role.roleCode)).roleName).toBe("editor 2");

    await demo.roles.update(role, { roleName: "editor 2", selected: [] });
    expect((await demo.roles.retrieve(role.roleCode)).menuCodeList).toEqual([]);
    await expect(
      demo.call("roles.updateRole", {
        id: "999999",
        roleCode: role.roleCode,
        roleName: "x",
        menuCodeList: ["0"],
      }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it("assigns exactly the given sub-accounts and refuses others' users", async () => {
    const users = await demo.roles.assignableUsers();
    const operator = users.find((u) => u.userName === "operator")!;
    expect(users.map((u) => u.userName)).not.toContain("demo");
    const role = await demo.roles.create({ roleName: "assign" });
    await demo.roles.assign(role.roleCode, [operator.userId]);
    const listed = (await demo.roles.search()).find((r) => r.roleCode === role.roleCode)!;
    expect(listed.usernameList).toEqual([{ userId: operator.userId, userName: "operator" }]);

    const mainId = String(
      h.sandbox.db.prepare<[], { id: number }>("SELECT id FROM users WHERE username = 'demo'").get()!.id,
    );
    await expect(demo.roles.assign(role.roleCode, [operator.userId, mainId])).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(demo.roles.assign(role.roleCode, ["abc"])).rejects.toBeInstanceOf(NotFoundError);
    expect((await demo.roles.search()).find((r) => r.roleCode === role.roleCode)!.usernameList).toHaveLength(
      1,
    );

    await demo.roles.assign(role.roleCode, []);
    expect((await demo.roles.search()).find((r) => r.roleCode === role.roleCode)!.usernameList).toEqual([]);
  });

  it("deletes a role with its assignments; an unknown role is 404", async () => {
    const role = await demo.roles.create({ roleName: "to delete" });
    const [operator] = await demo.roles.assignableUsers();
    await demo.roles.assign(role.roleCode, [operator!.userId]);
    await demo.roles.delete(role.roleCode);
    await expect(demo.roles.retrieve(role.roleCode)).rejects.toBeInstanceOf(NotFoundError);
    await expect(demo.roles.delete(role.roleCode)).rejects.toBeInstanceOf(NotFoundError);
    const left = h.sandbox.db
      .prepare<[string], { n: number }>(
        "SELECT COUNT(*) AS n FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE r.role_code = ?",
      )
      .get(role.roleCode)!.n;
    expect(left).toBe(0);
  });

  it("cannot reach another customer's role", async () => {
    const other = h.sandbox.db
      .prepare<[], { id: number }>("SELECT id FROM customers WHERE customer_no = 'C2024000002'")
      .get()!.id;
    h.sandbox.db
      .prepare(
        "INSERT INTO roles (customer_id, role_code, role_name, create_time) VALUES (?, 'foreign', 'x', '2026-06-01 00:00:00')",
      )
      .run(other);
    await expect(demo.roles.retrieve("foreign")).rejects.toBeInstanceOf(NotFoundError);
    expect((await demo.roles.list()).map((r) => r.roleCode)).not.toContain("foreign");
  });

  it("serves the menu tree from the route table, names in the request language", async () => {
    const zh = await demo.roles.menus();
    const flat = (nodes: typeof zh): string[] => nodes.flatMap((n) => [n.menuCode, ...flat(n.childMenu)]);
    expect(flat(zh)).toEqual(menuTreeCodes());
    const services = zh.find((n) => n.menuCode === "FWGL_HSK974")!;
    expect(services.menuName).toBe("服务管理");
    expect(services.childMenu[0]).toMatchObject({ menuCode: "LMJFW_KHF756", parentCodes: "FWGL_HSK974" });
    const en = await h.signIn("demo", undefined, "en");
    expect((await en.client.roles.menus()).find((n) => n.menuCode === "FWGL_HSK974")!.menuName).toBe(
      "Service management",
    );
    const found = await demo.call("roles.menuList", { menuName: "我的订单" });
    expect(flat(found)).toEqual(["JYZX_JHS479", "WDDD_GSK852", "DDXQ_HDK027"]);
  });

  it("the tree's rules: checking adds ancestors, unchecking drops descendants", () => {
    const sel = checkMenuCode(checkMenuCode([], "DDXQ_HDK027"), "XZ_GSH982");
    expect(sel).toEqual([
      "GDGL_LHG477",
      "WDGD_KJD297",
      "XZ_GSH982",
      "JYZX_JHS479",
      "WDDD_GSK852",
      "DDXQ_HDK027",
    ]);
    expect(uncheckMenuCode(sel, "JYZX_JHS479")).toEqual(["GDGL_LHG477", "WDGD_KJD297", "XZ_GSH982"]);
    expect(uncheckMenuCode(sel, "DDXQ_HDK027")).toEqual(sel.slice(0, 5));
  });

  it("a role change applies on the sub-user's next call", async () => {
    const { client: op } = await h.signIn("operator", h.sandbox.options.operatorPassword);
    expect((await op.accounts.list({ selectType: 1 })).total).toBeGreaterThan(0);
    const role = (await demo.roles.list()).find((r) => r.roleCode === "operator")!;
    // The seeded remarks are longer than the form allows: an edit that does not touch them keeps them.
    await demo.roles.update(role, { roleName: role.roleName, selected: ["KFZ_LJG456"] });
    try {
      await expect(op.accounts.list({ selectType: 1 })).rejects.toBeInstanceOf(ForbiddenError);
    } finally {
      await demo.roles.update(role, { roleName: role.roleName, selected: role.menuCodeList });
    }
    expect((await op.accounts.list({ selectType: 1 })).total).toBeGreaterThan(0);
    await demo.roles.setStatus(role.id, 1);
    try {
      await expect(op.accounts.list({ selectType: 1 })).rejects.toBeInstanceOf(ForbiddenError);
    } finally {
      await demo.roles.setStatus(role.id, 0);
    }
  });

  it("a sub-user who may edit roles cannot grant what it does not hold, and nothing changes", async () => {
    const role = (await demo.roles.list()).find((r) => r.roleCode === "operator")!;
    const own = [...role.menuCodeList, "JSGL_QXG602"];
    await demo.roles.update(role, { roleName: role.roleName, selected: own });
    try {
      const { client: op } = await h.signIn("operator", h.sandbox.options.operatorPassword);
      const target = await demo.roles.create({ roleName: "  escalation target ", remarks: "" });
      const created = (await demo.roles.list()).find((r) => r.roleCode === target.roleCode) ?? target;
      const before = (await demo.roles.retrieve(created.roleCode)).menuCodeList;
      // Holding the role screen is not holding every code: the device page is not the operator's.
      await expect(
        op.roles.update(created, { roleName: "escalated", selected: [...own, "SBGL_RFR865"] }),
      ).rejects.toBeInstanceOf(ForbiddenError);
      expect((await demo.roles.retrieve(created.roleCode)).menuCodeList).toEqual(before);
      // What it holds, it may grant.
      await op.roles.update(created, { roleName: "granted", selected: role.menuCodeList });
      expect((await demo.roles.retrieve(created.roleCode)).menuCodeList).toEqual(role.menuCodeList);
      await demo.roles.delete(created.roleCode);
    } finally {
      await demo.roles.update(role, { roleName: role.roleName, selected: role.menuCodeList });
    }
  });
});
