// `fixcloud subaccounts` against a sandbox (part2 §2-§5, §7): every verb through the
// CLI in process as CI runs it (FIXCLOUD_TOKEN, no terminal): list with the descriptor's filters,
// create with the password on stdin (never a flag), update keeping the fields not given,
// enable/disable/delete with --yes required without a terminal, set-roles, the SDK's rules as
// usage errors before any call, and the exit codes of the README table.
import type { FixcloudClient } from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli as run, DEAD_URL, type Result } from "./harness.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

const PW = "Cli@2026pw";

let session: SignedIn;
let client: FixcloudClient;

function cli(args: string[], opts: { input?: string; env?: Record<string, string> } = {}): Promise<Result> {
  return run(args, { configDir: session.dir, input: opts.input, env: { ...session.env, ...opts.env } });
}
const json = <T>(r: Result): T => {
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as T;
};
const find = async (userName: string) =>
  (await client.subaccounts.list({ userName })).records.find((r) => r.userName === userName);

beforeAll(async () => {
  session = await signedInSandbox("fixcloud-subaccounts-");
  client = session.client;
});
afterAll(() => session?.close());

const CREATE = ["--full-name", "Ops One", "--phone", "13800138000", "--email", "ops01@example.com"];

describe("fixcloud subaccounts", () => {
  it("lists the sub-accounts as JSON with the descriptor's filters", async () => {
    const rows = json<{ userName: string }[]>(await cli(["subaccounts", "list", "--output", "json"]));
    expect(rows.map((r) => r.userName)).toEqual(["operator"]);
    const none = json<unknown[]>(
      await cli(["subaccounts", "list", "--user-name", "nobody", "--output", "json"]),
    );
    expect(none).toEqual([]);
  });

  it("creates with the password on stdin; the sub-account exists and the password is not echoed", async () => {
    const r = await cli(
      ["subaccounts", "create", "--user-name", "ops01", ...CREATE, "--password-stdin", "--output", "json"],
      {
        input: `${PW}\n`,
      },
    );
    const out = json<{ userId: string; userName: string }>(r);
    expect(out.userName).toBe("ops01");
    expect(r.stdout + r.stderr).not.toContain(PW);
    expect((await client.subaccounts.retrieve(out.userId)).fullName).toBe("Ops One");
  });

  it("has no plain password flag", async () => {
    const r = await cli(["subaccounts", "create", "--user-name", "ops02", ...CREATE, "--password", PW]);
    expect(r.code).toBe(2);
    expect(await find("ops02")).toBeUndefined();
  });

  it("refuses bad fields with the SDK rule's message before any call (exit 2)", async () => {
    const bad = await cli(["subaccounts", "create", "--user-name", "12345", ...CREATE, "--password-stdin"], {
      input: PW,
      env: { FIXCLOUD_BASE_URL: DEAD_URL },
    });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--user-name");
    const weak = await cli(["subaccounts", "create", "--user-name", "ops03", ...CREATE, "--password-stdin"], {
      input: "short",
      env: { FIXCLOUD_BASE_URL: DEAD_URL },
    });
    expect(weak.code).toBe(2);
    const noPw = await cli(["subaccounts", "create", "--user-name", "ops03", ...CREATE], {
      env: { FIXCLOUD_BASE_URL: DEAD_URL },
    });
    expect(noPw.code).toBe(2);
    expect(noPw.stderr).toContain("--password-stdin");
    const phone = await cli(
      [
        "subaccounts",
        "create",
        "--user-name",
        "ops03",
        "--full-name",
        "x",
        "--phone",
        "123",
        "--email",
        "a@b.cn",
        "--password-stdin",
      ],
      { input: PW, env: { FIXCLOUD_BASE_URL: DEAD_URL, FIXCLOUD_LANG: "zh-CN" } },
    );
    expect(phone.code).toBe(2);
    expect(phone.stderr).toContain("手机号");
  });

  it("a taken username is the server's refusal (exit 1) and adds nothing", async () => {
    const r = await cli(["subaccounts", "create", "--user-name", "OPS01", ...CREATE, "--password-stdin"], {
      input: PW,
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("OPS01");
    expect((await client.subaccounts.list()).total).toBe(2);
  });

  it("updates by username, keeping the fields not given", async () => {
    const r = await cli(["subaccounts", "update", "ops01", "--phone", "13900139000", "--output", "json"]);
    expect(json<{ passwordChanged: boolean }>(r).passwordChanged).toBe(false);
    expect(await find("ops01")).toMatchObject({
      phone: "13900139000",
      fullName: "Ops One",
      email: "ops01@example.com",
    });
    const nothing = await cli(["subaccounts", "update", "ops01"], { env: { FIXCLOUD_BASE_URL: DEAD_URL } });
    expect(nothing.code).toBe(2);
  });

  it("sets roles as a whole set and clears them with --no-roles", async () => {
    const r = json<{ roleCodeSet: string[] }>(
      await cli([
        "subaccounts",
        "set-roles",
        "ops01",
        "--role",
        "operator",
        "--role",
        "finance",
        "--output",
        "json",
      ]),
    );
    expect(r.roleCodeSet).toEqual(["operator", "finance"]);
    const id = (await find("ops01"))!.userconsoleUseId;
    expect((await client.subaccounts.retrieve(id)).roleList.map((x) => x.roleCode)).toEqual([
      "operator",
      "finance",
    ]);
    const unknown = await cli(["subaccounts", "set-roles", "ops01", "--role", "nope"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("nope");
    await cli(["subaccounts", "set-roles", "ops01", "--no-roles"]);
    expect((await client.subaccounts.retrieve(id)).roleList).toEqual([]);
  });

  it("disable needs --yes without a terminal, then disables; enable brings it back", async () => {
    const noYes = await cli(["subaccounts", "disable", "ops01"], { env: { FIXCLOUD_BASE_URL: DEAD_URL } });
    expect(noYes.code).toBe(2);
    expect((await find("ops01"))!.userStatus).toBe(0);
    const off = json<{ userStatus: number }>(
      await cli(["subaccounts", "disable", "ops01", "--yes", "--output", "json"]),
    );
    expect(off.userStatus).toBe(2);
    expect((await find("ops01"))!.userStatus).toBe(2);
    const again = await cli(["subaccounts", "disable", "ops01", "--yes"]);
    expect(again.code).toBe(1);
    await cli(["subaccounts", "enable", "ops01"]);
    expect((await find("ops01"))!.userStatus).toBe(0);
  });

  it("an unknown sub-account is a usage error (exit 2)", async () => {
    const r = await cli(["subaccounts", "enable", "ghost42"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("ghost42");
  });

  it("delete asks first (--yes or CI=true) and then removes it", async () => {
    expect(
      (await cli(["subaccounts", "delete", "ops01"], { env: { FIXCLOUD_BASE_URL: DEAD_URL } })).code,
    ).toBe(2);
    expect(await find("ops01")).toBeDefined();
    const r = await cli(["subaccounts", "delete", "ops01"], { env: { CI: "true" } });
    expect(r.code, r.stderr).toBe(0);
    expect(await find("ops01")).toBeUndefined();
  });

  it("refuses to disable the main account (exit 1, nothing changes)", async () => {
    const r = await cli(["subaccounts", "disable", "1", "--yes"]);
    expect(r.code).toBe(1);
    // The main account's own session still works.
    await expect(client.subaccounts.list()).resolves.toMatchObject({ total: 1 });
  });
});
