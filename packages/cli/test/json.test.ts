// Machine-readable output against a sandbox: `--json [fields]` and `--jq` on the data
// verbs, passwords left out unless named, `--limit` across pages, `accounts view`, single
// records as key,value CSV, and server text that cannot reach the terminal raw. The CLI runs in
// process (./harness.ts) against a sandbox on a free port, signed in with FIXCLOUD_TOKEN as CI is.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Account, FixcloudClient, Pool } from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli as run, DEAD_URL, type Result } from "./harness.js";
import { startRecorder } from "./recorder.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

let session: SignedIn;
let configDir: string;
let client: FixcloudClient;
let env: Record<string, string>;

function cli(args: string[], extra: Record<string, string> = {}): Promise<Result> {
  return run(args, { configDir, env: { ...env, ...extra } });
}

const json = <T>(r: Result): T => {
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as T;
};

beforeAll(async () => {
  session = await signedInSandbox("fixcloud-json-");
  ({ dir: configDir, client, env } = session);
});

afterAll(() => session?.close());

describe("--json and --jq", () => {
  it("--json alone lists the fields, exit 0, without a call", async () => {
    const r = await cli(["accounts", "list", "--json"], { FIXCLOUD_BASE_URL: DEAD_URL });
    expect(r.code, r.stderr).toBe(0);
    const fields = r.stdout.trim().split("\n");
    expect(fields).toEqual(
      expect.arrayContaining(["id", "accountName", "serviceState", "createTime", "password"]),
    );
    expect(r.stderr).toMatch(/Fields for --json/);
  });

  it("prints an array of objects with only the asked fields, in their order", async () => {
    const rows = json<Record<string, unknown>[]>(
      await cli(["accounts", "list", "--json", "accountName,id,serviceState", "--page-size", "5"]),
    );
    const page = await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 5 });
    expect(rows).toEqual(
      page.list.map((a) => ({ accountName: a.accountName, id: a.id, serviceState: a.serviceState })),
    );
    expect(Object.keys(rows[0]!)).toEqual(["accountName", "id", "serviceState"]);
  });

  it("refuses an unknown field before any call (exit 2), naming it and the available ones", async () => {
    const r = await cli(["accounts", "list", "--json", "id,nope"], { FIXCLOUD_BASE_URL: DEAD_URL });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/Unknown field for --json: nope\. Available: id, accountId, accountName/);
  });

  it("leaves passwords out unless the field list names them; --output json keeps the API's rows", async () => {
    const all = json<Account[]>(await cli(["accounts", "list", "--jq", "."]));
    expect(all.length).toBe(10);
    for (const a of all) expect(a).not.toHaveProperty("password");
    const asked = json<{ id: string; password: string }[]>(
      await cli(["accounts", "list", "--json", "id,password"]),
    );
    const page = await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 10 });
    expect(asked).toEqual(page.list.map((a) => ({ id: a.id, password: a.password })));
    const raw = json<Account[]>(await cli(["accounts", "list", "--output", "json"]));
    expect(raw.map((a) => [a.id, a.password])).toEqual(page.list.map((a) => [a.id, a.password]));
  });

  it("--jq filters in-process: strings print raw, one a line", async () => {
    const r = await cli([
      "accounts",
      "list",
      "--json",
      "accountName",
      "--jq",
      ".[].accountName",
      "--page-size",
      "3",
    ]);
    expect(r.code, r.stderr).toBe(0);
    const page = await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 3 });
    expect(r.stdout).toBe(`${page.list.map((a) => a.accountName).join("\n")}\n`);
    // Over every page.
    const count = await cli(["accounts", "list", "--all", "--json", "id", "--jq", "length"]);
    expect(count.stdout).toBe("188\n"); // the seed's high-precision accounts
    // The built-in jq (no jq on PATH) gives the same, over the whole rows (180 KB: jq-wasm 1.0
    // took seconds over them, reading its input a byte at a time with a copy of the rest).
    const builtin = { FIXCLOUD_JQ: "builtin" };
    const names = await cli(["accounts", "list", "--all", "--jq", ".[].accountName"], builtin);
    expect(names.code, names.stderr).toBe(0);
    expect(names.stdout.trim().split("\n")).toHaveLength(188);
    const bad = await cli(["accounts", "list", "--jq", ".[] |||"], builtin);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--jq: jq: error: syntax error/);
  });

  it("a bad jq program is a usage error with jq's message", async () => {
    const r = await cli(["accounts", "list", "--jq", ".[] |||"]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/--jq: jq: error: syntax error/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it("works on the other data verbs: notices, pools, devices, overview", async () => {
    const notices = json<{ noticeId: string }[]>(await cli(["notices", "list", "--json", "noticeId"]));
    expect(notices.length).toBeGreaterThan(0);
    expect(Object.keys(notices[0]!)).toEqual(["noticeId"]);
    const pools = json<{ poolId: string; abpState: number }[]>(
      await cli(["pools", "list", "--json", "poolId,abpState"]),
    );
    expect(pools.length).toBe(7); // seed: 7 pools of service type 1
    const pool = json<{ poolId: string }>(await cli(["pools", "show", pools[0]!.poolId, "--json", "poolId"]));
    expect(pool).toEqual({ poolId: pools[0]!.poolId });
    const overview = await cli(["overview", "--jq", ".onlineCount"]);
    expect(overview.stdout).toBe("104\n"); // seed: 104 online
    const devices = await cli([
      "pools",
      "devices",
      "list",
      "--pool",
      pools[0]!.poolId,
      "--json",
      "sn",
      "--jq",
      "type",
    ]);
    expect(devices.stdout).toBe("array\n");
  });

  it("works on bulk summaries and session verbs: reason codes by --jq, exit code kept", async () => {
    const [first] = (await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list;
    const bulk = await cli([
      "accounts",
      "enable",
      "--ids",
      `${first!.id},no-such-id`,
      "--yes",
      "--jq",
      "[.failed[].reason, .failedReasons.not_found]",
    ]);
    // The unknown id is a failure: exit 3, and the summary still reaches --jq.
    expect(bulk.code, bulk.stderr).toBe(3);
    expect(JSON.parse(bulk.stdout)).toEqual(["not_found", 1]);
    const who = json<{ user_name: string }>(await cli(["whoami", "--json", "user_name"]));
    expect(who).toEqual({ user_name: "demo" });
  });

  it("a bare token asks the server for its role once, not once per command", async () => {
    const recorder = await startRecorder(session.url);
    const fresh = mkdtempSync(join(tmpdir(), "fixcloud-identity-"));
    try {
      for (let i = 0; i < 3; i++) {
        const r = await run(["accounts", "list", "--limit", "1", "--output", "json"], {
          configDir: fresh,
          env: { ...env, FIXCLOUD_BASE_URL: recorder.url },
        });
        expect(r.code, r.stderr).toBe(0);
      }
      expect(recorder.paths.filter((p) => p.endsWith("/getUserBaseInfo"))).toHaveLength(1);
      // The remembered answer names no token.
      const saved = readdirSync(join(fresh, "identity"));
      expect(saved).toHaveLength(1);
      expect(readFileSync(join(fresh, "identity", saved[0]!), "utf8")).not.toContain(env.FIXCLOUD_TOKEN!);
    } finally {
      await recorder.close();
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it("a batch carries the signed-in customer's id (part1 §7), learnt from the server for a bare token", async () => {
    const [first] = (await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list;
    const { customerId } = json<{ customerId: string }>(await cli(["whoami", "--json", "customerId"]));
    const recorder = await startRecorder(session.url);
    try {
      const r = await cli(["accounts", "enable", "--ids", first!.id, "--yes"], {
        FIXCLOUD_BASE_URL: recorder.url,
      });
      expect(r.code, r.stderr).toBe(0);
      const sent = recorder.bodies.get("/api/console/accountList/batchEnable") ?? [];
      expect(sent.length).toBeGreaterThan(0);
      for (const body of sent) expect(JSON.parse(body)).toMatchObject({ customerId });
    } finally {
      await recorder.close();
    }
  });
});

describe("--limit", () => {
  it("stops after N rows across pages, asking for no page after the last row", async () => {
    const recorder = await startRecorder(session.url);
    try {
      const r = await cli(["accounts", "list", "--limit", "25", "--page-size", "10", "--json", "id"], {
        FIXCLOUD_BASE_URL: recorder.url,
      });
      const ids = json<{ id: string }[]>(r).map((a) => a.id);
      const all: string[] = [];
      for await (const a of client.accounts.listAll({ selectType: 1 }, 10)) if (all.push(a.id) >= 25) break;
      expect(ids).toEqual(all.slice(0, 25));
      expect(recorder.paths.filter((p) => p.endsWith("/selectAccServList"))).toHaveLength(3);
    } finally {
      await recorder.close();
    }
  });

  it("refuses --limit with --all or --page, and a limit that is not a positive whole number", async () => {
    for (const extra of [["--all"], ["--page", "2"], ["--limit", "0"]]) {
      const args = extra[0] === "--limit" ? extra : ["--limit", "5", ...extra];
      const r = await cli(["accounts", "list", ...args], { FIXCLOUD_BASE_URL: DEAD_URL });
      expect(r.code, args.join(" ")).toBe(2);
    }
  });
});

describe("accounts view", () => {
  let account: Account;
  beforeAll(async () => {
    account = (await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list[0]!;
  });

  it("shows the detail with its package rows, by id, accountId or name", async () => {
    const detail = await client.accounts.retrieve(account.id);
    expect(detail.serviceSetmeals.length).toBeGreaterThan(0);
    // Fields that do not move with the clock (the sandbox's usage figures do).
    const stable = (d: typeof detail) => ({
      id: d.id,
      accountId: d.accountId,
      accountName: d.accountName,
      packages: d.serviceSetmeals.map((p) => p.calType),
    });
    for (const key of [account.id, account.accountId, account.accountName]) {
      const r = await cli(["accounts", "view", key, "--output", "json"]);
      expect(stable(json(r)), key).toEqual(stable(detail));
    }
  });

  it("prints labelled pairs and a block per package as a table, and key,value CSV", async () => {
    const table = await cli(["accounts", "view", account.accountName, "--output", "table"]);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain(`Account name\t${account.accountName}`);
    expect(table.stdout).toContain("Packages");
    const csv = await cli(["accounts", "view", account.id, "--output", "csv"]);
    const lines = csv.stdout.trimEnd().split("\n");
    expect(lines[0]).toBe("field,value");
    expect(lines).toContain(`id,${account.id}`);
    expect(lines).toContain(`accountName,${account.accountName}`);
    expect(csv.stdout.startsWith("[") || csv.stdout.startsWith("{")).toBe(false);
  });

  it("an unknown id or name fails with exit 1 and says so", async () => {
    const r = await cli(["accounts", "view", "no-such-account"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/No service account has the id or name 'no-such-account'/);
  });
});

describe("single records as CSV", () => {
  it("pools show --output csv prints key,value lines, not JSON", async () => {
    const pool = (await client.pools.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list[0] as Pool;
    const r = await cli(["pools", "show", pool.poolId, "--output", "csv"]);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines[0]).toBe("field,value");
    expect(lines).toContain(`poolId,${pool.poolId}`);
  });
});

describe("server text in tables", () => {
  it("a remark with escape sequences cannot reach the terminal; JSON keeps it exact", async () => {
    const account = (await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list[0]!;
    const remark = "\u001b[31mred\u001b]0;x\u0007\rok";
    await client.accounts.setRemark({ selectType: 1, ids: [account.id], accountRemark: remark });
    try {
      const table = await cli([
        "accounts",
        "list",
        "--output",
        "table",
        "--account-name",
        account.accountName,
      ]);
      expect(table.code, table.stderr).toBe(0);
      expect(table.stdout).toContain("red");
      const raw = (text: string) => ["\u001b", "\u0007", "\r"].filter((c) => text.includes(c));
      expect(raw(table.stdout)).toEqual([]);
      expect(table.stdout).not.toMatch(/\[31m|\]0;x/); // no half of an escape left on screen either
      const view = await cli(["accounts", "view", account.id, "--output", "table"]);
      expect(raw(view.stdout)).toEqual([]);
      const exact = json<{ accountRemark: string }[]>(
        await cli(["accounts", "list", "--json", "accountRemark", "--account-name", account.accountName]),
      );
      expect(exact[0]!.accountRemark).toBe(remark);
    } finally {
      await client.accounts.setRemark({
        selectType: 1,
        ids: [account.id],
        accountRemark: account.accountRemark,
      });
    }
  });
});
