// `fixcloud fleet health` through the CLI in process as CI runs it, against a sandbox whose
// caster traffic is written the way the caster writes it (writeTick per tick, refusals one by
// one): the summary, sparkline and worst rovers in both languages, `--output json` equal to the
// API's answers, the worst rovers and the trend exported (.csv formula-safe, .xlsx), and bad
// flags as usage errors (exit 2) before any call.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { insertErrorRow, insertSession, writeTick } from "@fixcloud/fixtures";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli as run, type Result } from "./harness.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

let session: SignedIn;
let fixed: string;
let floating: string;
let refused: string;

const cli = (args: string[]): Promise<Result> =>
  run(args, { configDir: session.dir, env: { ...session.env } });

beforeAll(async () => {
  session = await signedInSandbox("fixcloud-fleet-");
  const db = session.sandbox.sandbox.db;
  const now = session.sandbox.sandbox.clock.now();
  const { customerId } = db
    .prepare("SELECT customer_id AS customerId FROM users WHERE username = 'demo'")
    .get() as {
    customerId: number;
  };
  const names = (
    db
      .prepare(
        `SELECT account_name AS n FROM service_accounts WHERE customer_id = ? AND service_sub_type = 'nrtk_serv'
            AND service_state = 2 AND disable_state = 1 ORDER BY id LIMIT 3`,
      )
      .all(customerId) as { n: string }[]
  ).map((r) => r.n);
  [fixed, floating, refused] = names as [string, string, string];
  // The refused rover's name is one a spreadsheet would run as a formula.
  db.prepare("UPDATE service_accounts SET account_name = ? WHERE account_name = ?").run(
    "=cmd|' /C calc'!A0",
    refused,
  );
  refused = "=cmd|' /C calc'!A0";
  const start = now - 10 * 60_000;
  const sessions = [fixed, floating].map((accountName, k) => ({
    accountName,
    id: insertSession(db, {
      customerId,
      accountName,
      servSubType: "nrtk_serv",
      deviceId: null,
      connectType: "NTRIP v2",
      accessPoint: "RTCM33GRC",
      ip: "203.0.113.5",
      port: 40_000 + k,
      loginTime: start,
    }),
    fix: k === 0 ? 4 : 5,
  }));
  for (let t = start + 1000; t < now; t += 1000)
    writeTick(db, {
      gga: sessions.map((s) => ({
        sessionId: s.id,
        accountName: s.accountName,
        time: t,
        fixStatus: s.fix,
        satellites: 20,
        diffAge: 1,
        lat: 39.65,
        lon: 115.95,
        height: 50,
        accessPoint: "RTCM33GRC",
        raw: "$GPGGA",
      })),
      behaviour: [],
      errors: [],
      sessionGga: [],
      rtcm: null,
    });
  for (let k = 0; k < 3; k++)
    insertErrorRow(db, {
      customerId,
      accountName: refused,
      time: start + k * 1000,
      errorType: 4,
      ip: "203.0.113.5",
      port: 41_000,
      accessPoint: "RTCM33GRC",
      errorDesc: "disabled",
    });
}, 60_000);
afterAll(() => session?.close());

describe("fixcloud fleet health", () => {
  it("prints the summary, the fix-rate sparkline and the worst rovers with their verdicts (en)", async () => {
    const r = await cli(["fleet", "health", "--lang", "en", "--output", "table"]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("Fleet health, Last 24 hours");
    expect(r.stdout).toMatch(/rovers: 2 active, 1 fixing, 1 not fixing/);
    expect(r.stdout).toContain("GGA count 1198 · Fix rate (%) 50");
    expect(r.stdout).toContain("Account disabled 3");
    expect(r.stdout).toMatch(/·+[▄▅]+/);
    expect(r.stdout).toContain("Rovers faring worst (3):");
    expect(r.stdout).toContain("Never fixed");
    expect(r.stdout).toContain("No problem found");
  });

  it("speaks Chinese with --lang zh-CN", async () => {
    const r = await cli(["fleet", "health", "--lang", "zh-CN", "--output", "table"]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("终端群健康，最近 24 小时");
    expect(r.stdout).toContain("固定解率（%） 50");
    expect(r.stdout).toContain("从未固定");
    expect(r.stdout).toContain("账号已停用 3");
    expect(r.stdout).toContain("表现最差的终端（3 个）");
  });

  it("--output json holds the API's two answers", async () => {
    const r = await cli(["fleet", "health", "--window", "7d", "--output", "json"]);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.health.window).toBe("7d");
    expect(out.health.trend).toHaveLength(168);
    // The sandbox clock runs: only `to` (now) may differ by a second.
    const health = await session.client.fleet.health({ window: "7d" });
    expect({ ...out.health, to: health.to }).toEqual(health);
    expect(out.worst).toEqual(await session.client.fleet.worst({ window: "7d" }));
    expect(out.worst.list.map((x: { accountName: string }) => x.accountName)).toEqual([
      refused,
      floating,
      fixed,
    ]);
  });

  it("exports the worst rovers (.csv, formula-safe) and the trend (.xlsx)", async () => {
    const csv = join(session.dir, "worst.csv");
    const xlsx = join(session.dir, "trend.xlsx");
    const r = await cli(["fleet", "health", "--lang", "en", "--export", csv, "--export-trend", xlsx]);
    expect(r.code, r.stderr).toBe(0);
    const lines = readFileSync(csv, "utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain("Account,Pool,Service product,GGA count,Fix rate (%)");
    expect(lines[1]?.startsWith("'=cmd|' /C calc'!A0,")).toBe(true);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(xlsx);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(289);
    expect(sheet?.getRow(1).getCell(1).value).toBe("Time");
  });

  it("bad flags are usage errors before any call (exit 2)", async () => {
    expect((await cli(["fleet", "health", "--window", "30d", "--lang", "en"])).code).toBe(2);
    const same = await cli([
      "fleet",
      "health",
      "--export",
      join(session.dir, "a.csv"),
      "--export-trend",
      join(session.dir, "a.csv"),
      "--lang",
      "en",
    ]);
    expect(same.code).toBe(2);
    expect(same.stderr).toContain("name the same file");
    expect(
      (await cli(["fleet", "health", "--export", join(session.dir, "a.txt"), "--lang", "en"])).code,
    ).toBe(2);
    const pool = await cli(["fleet", "health", "--pool", "PL-NOT-OURS", "--lang", "en"]);
    expect(pool.code).toBe(1);
  });
});
