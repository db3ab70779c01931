// `fixcloud roles …` against a sandbox (CLI): list with the page's filters, create with
// the SDK's rules (refused before any call), update --menus with ancestors added, enable and
// disable, assign by username, delete with --yes (required without a terminal), and the menu
// tree as a tree on screen and as nodes in JSON. The CLI runs in process as CI does.
import type { FixcloudClient, MenuNodeShape, Role } from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli as run, DEAD_URL, type Result } from "./harness.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

let session: SignedIn;
let client: FixcloudClient;

const cli = (args: string[], extra: Record<string, string> = {}): Promise<Result> =>
  run(args, { configDir: session.dir, env: { ...session.env, ...extra } });

const json = <T>(r: Result): T => {
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as T;
};

beforeAll(async () => {
  session = await signedInSandbox("fixcloud-roles-");
  client = session.client;
});
afterAll(() => session?.close());

describe("fixcloud roles", () => {
  it("lists roles by status and name, with their accounts", async () => {
    const enabled = json<Role[]>(await cli(["roles", "list", "--status", "enabled", "--output", "json"]));
    expect(enabled.map((r) => r.roleCode).sort()).toEqual(["finance", "operator"]);
    const table = await cli(["roles", "list", "--name", "运维", "--output", "table"]);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/operator\t运维操作员\tEnabled\t.*\toperator/);
    const bad = await cli(["roles", "list", "--status", "maybe"], { FIXCLOUD_BASE_URL: DEAD_URL });
    expect(bad.code).toBe(2);
  });

  it("refuses a bad name with the SDK's message before any call", async () => {
    const r = await cli(["roles", "create", "--name", "   "], { FIXCLOUD_BASE_URL: DEAD_URL });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Please enter a role name/);
    const zh = await cli(["roles", "create", "--name", "x".repeat(51), "--lang", "zh-CN"], {
      FIXCLOUD_BASE_URL: DEAD_URL,
    });
    expect(zh.code).toBe(2);
    expect(zh.stderr).toMatch(/角色名称不能超过 50 个字符/);
  });

  it("creates, updates menus, toggles, assigns and deletes a role", async () => {
    const created = json<Role>(
      await cli(["roles", "create", "--name", " night shift ", "--remarks", "ops", "--output", "json"]),
    );
    expect(created).toMatchObject({
      roleName: "night shift",
      remarks: "ops",
      roleStatus: 0,
      menuCodeList: [],
    });
    const code = created.roleCode;

    const upd = await cli(["roles", "update", code, "--menus", "DC_JSH028, KFZ_LJG456"]);
    expect(upd.code, upd.stderr).toBe(0);
    expect(upd.stderr).toMatch(/Updated/);
    expect((await client.roles.retrieve(code)).menuCodeList).toEqual([
      "KFZ_LJG456",
      "FWGL_HSK974",
      "LMJFW_KHF756",
      "DC_JSH028",
    ]);
    const unknown = await cli(["roles", "update", code, "--menus", "NOPE_XXX000"], {
      FIXCLOUD_BASE_URL: DEAD_URL,
    });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/NOPE_XXX000/);
    const empty = await cli(["roles", "update", code, "--menus", ""], { FIXCLOUD_BASE_URL: DEAD_URL });
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/at least one menu permission/);

    expect((await cli(["roles", "disable", code])).code).toBe(0);
    expect((await client.roles.retrieve(code)).roleStatus).toBe(1);
    expect((await cli(["roles", "enable", code])).code).toBe(0);
    expect((await client.roles.retrieve(code)).roleStatus).toBe(0);

    const assigned = await cli(["roles", "assign", code, "--users", "OPERATOR"]);
    expect(assigned.code, assigned.stderr).toBe(0);
    expect((await client.roles.search()).find((r) => r.roleCode === code)!.usernameList).toEqual([
      { userId: expect.any(String), userName: "operator" },
    ]);
    const stranger = await cli(["roles", "assign", code, "--users", "operator,demo"]);
    expect(stranger.code).toBe(2);
    expect(stranger.stderr).toMatch(/demo/);
    expect((await client.roles.search()).find((r) => r.roleCode === code)!.usernameList).toHaveLength(1);

    const noYes = await cli(["roles", "delete", code], { FIXCLOUD_BASE_URL: DEAD_URL });
    expect(noYes.code).toBe(2);
    expect(noYes.stderr).toMatch(/--yes/);
    const del = await cli(["roles", "delete", code, "--yes"]);
    expect(del.code, del.stderr).toBe(0);
    expect(del.stderr).toMatch(/Role deleted/);
    expect((await client.roles.list()).map((r) => r.roleCode)).not.toContain(code);
    expect((await cli(["roles", "delete", code, "--yes"])).code).toBe(1);
  });

  it("draws the menu tree with names and codes, and gives the nodes in JSON", async () => {
    const tree = await cli(["roles", "menus", "--lang", "zh-CN", "--output", "table"]);
    expect(tree.code, tree.stderr).toBe(0);
    expect(tree.stdout).toMatch(/^├─ 服务管理 {2}FWGL_HSK974$/m);
    expect(tree.stdout).toMatch(/^│ {2}├─ 高精度定位 {2}LMJFW_KHF756$/m);
    const nodes = json<MenuNodeShape[]>(await cli(["roles", "menus", "--output", "json"]));
    expect(nodes.find((n) => n.menuCode === "FWGL_HSK974")).toMatchObject({
      menuName: "Service management",
      parentCodes: "",
    });
  });
});
