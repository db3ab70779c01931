// `fixcloud accounts expiring`, `pools expiring` and `pools forecast` in process against a
// sandbox (docs/expiry.md): the same rows as the API, every page; --within 10d/30d and a clear
// usage error for any other window; the forecast in both languages, "no consumption" said. And
// the lists' filter flag `--expiring-within 10d|30d`: the same rows as the expiring lists.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createClient, type FixcloudClient } from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli as run, type Result } from "./harness.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

let session: SignedIn;
let client: FixcloudClient;

const cli = (args: string[], lang = "en"): Promise<Result> =>
  run(args, { configDir: session.dir, env: { ...session.env, FIXCLOUD_LANG: lang } });

beforeAll(async () => {
  session = await signedInSandbox("fixcloud-expiry-");
  client = createClient({ baseURL: session.url, token: session.env.FIXCLOUD_TOKEN!, language: "en" });
});
afterAll(() => session?.close());

describe("accounts expiring", () => {
  it("lists every account the API counts within 10 days, and more within 30", async () => {
    const ten = await client.accounts.listExpiring({ selectType: 1, pageSize: 1000 });
    const r = await cli(["accounts", "expiring", "--output", "json"]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(ten.list);
    expect(ten.total).toBeGreaterThan(0);
    const thirty = await cli(["accounts", "expiring", "--within", "30d", "--json", "accountName"]);
    expect(JSON.parse(thirty.stdout)).toHaveLength(
      (await client.accounts.listExpiring({ selectType: 1, withinDays: 30 })).total,
    );
  });

  it("refuses --within 7d with a usage error naming the windows, in both languages", async () => {
    const en = await cli(["accounts", "expiring", "--within", "7d"]);
    expect(en.code).toBe(2);
    expect(en.stderr).toContain("--within takes 10d or 30d, not 7d.");
    const zh = await cli(["accounts", "expiring", "--within", "15"], "zh-CN");
    expect(zh.stderr).toContain("--within 只接受 10d 或 30d，不接受 15。");
  });
});

describe("pools forecast and expiring", () => {
  it("says when a pool runs out, and 'never' for a pool without use", async () => {
    const db = session.sandbox.sandbox.db;
    const pool = db
      .prepare(
        "SELECT pool_id AS id FROM pools WHERE abp_state = 1 AND cal_type = 'days_pool' ORDER BY pool_id LIMIT 1",
      )
      .get() as { id: string };
    db.prepare("DELETE FROM pool_usage WHERE pool_id = ?").run(pool.id);
    const never = await cli(["pools", "forecast", pool.id, "--output", "table"]);
    expect(never.code, never.stderr).toBe(0);
    expect(never.stdout).toContain("Never at the current rate: nothing used in the last 7 days");
    const zh = await cli(["pools", "forecast", pool.id, "--output", "table"], "zh-CN");
    expect(zh.stdout).toContain("按当前用量不会用尽：最近 7 天没有用量");
    const json = await cli(["pools", "forecast", pool.id, "--output", "json"]);
    expect(JSON.parse(json.stdout)).toMatchObject({
      poolId: pool.id,
      kind: "noConsumption",
      runsOutAt: null,
    });
  });

  it("pools expiring answers the API's list", async () => {
    const r = await cli(["pools", "expiring", "--within", "30", "--output", "json"]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(await client.pools.listExpiring({ selectType: 1, withinDays: 30 }));
  });
});

describe("list --expiring-within", () => {
  it("accounts list shows the accounts the API counts as expiring, in both windows", async () => {
    for (const within of [10, 30] as const) {
      const api = await client.accounts.listExpiring({ selectType: 1, withinDays: within, pageSize: 1000 });
      const r = await cli([
        "accounts",
        "list",
        "--expiring-within",
        `${within}d`,
        "--all",
        "--json",
        "accountName",
      ]);
      expect(r.code, r.stderr).toBe(0);
      const names = (JSON.parse(r.stdout) as { accountName: string }[]).map((a) => a.accountName).sort();
      expect(names).toEqual(api.list.map((a) => a.accountName).sort());
      expect(names.length).toBeGreaterThan(0);
    }
  });

  it("pools list takes it too, and a bare 30 means days", async () => {
    const api = await client.pools.listExpiring({ selectType: 1, withinDays: 30 });
    const r = await cli(["pools", "list", "--expiring-within", "30", "--all", "--json", "poolId"]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(api.map((p) => ({ poolId: p.poolId })));
  });

  it("accounts export over the filter writes the accounts the API counts", async () => {
    const api = await client.accounts.listExpiring({ selectType: 1, withinDays: 30, pageSize: 1000 });
    const out = join(session.dir, "expiring.csv");
    const r = await cli(["accounts", "export", "--expiring-within", "30d", "--out", out]);
    expect(r.code, r.stderr).toBe(0);
    const lines = readFileSync(out, "utf8").trim().split(/\r?\n/);
    expect(lines).toHaveLength(api.total + 1);
    const names = api.list.map((a) => a.accountName);
    expect(lines.slice(1).every((l) => names.some((n) => l.includes(`,${n},`)))).toBe(true);
  });

  it("refuses another window with a usage error naming the windows, in both languages", async () => {
    const en = await cli(["accounts", "list", "--expiring-within", "15d"]);
    expect(en.code).toBe(2);
    expect(en.stderr).toContain("--expiring-within must be one of 10d, 30d, got '15d'.");
    const zh = await cli(["pools", "list", "--expiring-within", "1w"], "zh-CN");
    expect(zh.code).toBe(2);
    expect(zh.stderr).toContain("--expiring-within 必须是 10d, 30d 之一，实际为 '1w'。");
  });

  // The Chinese help is read by help-zh.test.ts and tests/cross-app/cli-help-zh.test.ts (a
  // process of its own: the help language is fixed when the CLI loads).
  it("is in the help with the SDK's labels", async () => {
    const en = await cli(["accounts", "list", "--help"]);
    expect(en.stdout).toMatch(/--expiring-within <days>\s+Expiring: 10d Within 10 days, 30d Within 30/);
  });
});
