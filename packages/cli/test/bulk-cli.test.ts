// The bulk verbs, exports and pool commands end to end: the CLI in process (./harness.ts)
// against a sandbox on a free port. Usage errors are answered before any call; the pool calls
// are the SDK's choice for each calculation type (a recording proxy sees them); a run stopped
// by SIGINT once its progress shows a tenth done saves its journal, says how to resume, and the
// same command resumes it. (A run killed with SIGKILL, which no process survives to report,
// is smoke.test.ts's, on the built bin.)
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSandbox } from "@fixcloud/fixtures";
import {
  type Account,
  createClient,
  deviceCallOf,
  endpoints,
  type FixcloudClient,
  fillCallOf,
  type Pool,
  UPLOAD_VARIANTS,
  uploadVariantOf,
} from "@fixcloud/sdk";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli as runCli, PASSWORD, start } from "./harness.js";
import { startRecorder } from "./recorder.js";

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

const run = (configDir: string, args: string[], env: Record<string, string> = {}) =>
  runCli(args, { configDir, env });

async function signIn(sandbox: Sandbox, configDir: string): Promise<FixcloudClient> {
  const login = await runCli(
    ["login", "--username", "demo", "--password-stdin", "--captcha", "1234", "--base-url", sandbox.url],
    { configDir, input: `${PASSWORD}\n` },
  );
  expect(login.code, login.stderr).toBe(0);
  const token = JSON.parse(readFileSync(join(configDir, "config.json"), "utf8")).profiles.default
    .token as string;
  return createClient({ baseURL: sandbox.url, token, language: "en" });
}

async function all(client: FixcloudClient, filter: Parameters<FixcloudClient["accounts"]["listAll"]>[0]) {
  const rows: Account[] = [];
  for await (const r of client.accounts.listAll(filter, 1000)) rows.push(r);
  return rows;
}

async function auditRows(sandbox: Sandbox, action: string) {
  const res = await fetch(
    `${sandbox.url}/__sandbox/audit?entity=service_account&action=${action}&limit=10000`,
  );
  const body = (await res.json()) as {
    data: { total: number; list: { entityId: string; batchId: string | null }[] };
  };
  return body.data.list;
}

const journals = (configDir: string) =>
  existsSync(join(configDir, "journals")) ? readdirSync(join(configDir, "journals")) : [];

describe("bulk verbs", () => {
  let sandbox: Sandbox;
  let dir: string;
  let client: FixcloudClient;
  const cli = (args: string[], env?: Record<string, string>) =>
    run(dir, [...args, "--base-url", sandbox.url], env);

  beforeAll(async () => {
    sandbox = await startSandbox({ memory: true, captcha: "1234", port: 0 });
    dir = mkdtempSync(join(tmpdir(), "fixcloud-bulk-cli-"));
    client = await signIn(sandbox, dir);
  });
  afterAll(async () => {
    await sandbox?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("shows an example in the help of every new command", async () => {
    const commands = [
      ...[
        "activate",
        "enable",
        "disable",
        "reset-password",
        "remark",
        "activation-type",
        "trial",
        "validity",
        "export",
      ].map((v) => ["accounts", v]),
      ["pools"],
      ...["list", "show", "stats", "activate", "fill", "devices"].map((v) => ["pools", v]),
      ...["list", "add", "upload", "export", "template"].map((v) => ["pools", "devices", v]),
    ];
    const results = await Promise.all(commands.map((c) => run(dir, [...c, "--help"])));
    results.forEach((r, i) => {
      expect(r.code, commands[i]!.join(" ")).toBe(0);
      expect(r.stdout, commands[i]!.join(" ")).toContain("Example");
    });
    // The same help in Chinese: help-zh.test.ts (the CLI loaded in that language).
  });

  it("refuses bad input before any call (exit 2, nothing changed)", async () => {
    const before = (await auditRows(sandbox, "activate")).length;
    const cases: [string[], RegExp][] = [
      [["accounts", "activate", "--service-state", "1"], /--yes/],
      [["accounts", "activate", "--yes"], /Nothing selected/],
      [["accounts", "activate", "--ids", "1", "--service-state", "1", "--yes"], /one way only/],
      [["accounts", "remark", "--remark", "x".repeat(21), "--ids", "1", "--yes"], /20/],
      [["accounts", "validity", "--valid-time", "0", "--valid-unit", "day", "--ids", "1", "--yes"], /./],
      [["accounts", "trial", "--on", "--ids", "1", "--yes"], /--days/],
      [["accounts", "activation-type", "--mode", "sometimes", "--ids", "1", "--yes"], /--mode/],
      [["accounts", "activate", "--ids-column", "id", "--ids", "1", "--yes"], /--ids-file/],
      [["accounts", "export", "--all", "--out", "x.pdf"], /\.xlsx or \.csv/],
      [["pools", "fill", "--pool", "P", "--count", "0", "--yes"], /./],
      [["pools", "devices", "add", "--pool", "P", "--count", "10001", "--yes"], /10,000|10000/],
    ];
    const results = await Promise.all(cases.map(([args]) => cli(args)));
    results.forEach((r, i) => {
      expect(r.code, cases[i]![0].join(" ")).toBe(2);
      expect(r.stderr, cases[i]![0].join(" ")).toMatch(cases[i]![1]);
    });
    expect((await auditRows(sandbox, "activate")).length).toBe(before);
  });

  it("--dry-run changes nothing and writes no journal", async () => {
    const pending = await all(client, { selectType: 1, serviceState: 1 });
    expect(pending.length).toBeGreaterThan(0);
    const r = await cli(["accounts", "activate", "--service-state", "1", "--dry-run", "--output", "json"]);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ dryRun: true, action: "activate", total: pending.length });
    expect(out.wouldChange + out.wouldSkip.length).toBe(pending.length);
    expect(out.firstIds.length).toBeGreaterThan(0);
    expect((await all(client, { selectType: 1, serviceState: 1 })).length).toBe(pending.length);
    expect(journals(dir)).toEqual([]);
  });

  it("runs with CI=true; the same command after it is a new job over the accounts as they are now", async () => {
    const pending = await all(client, { selectType: 2, serviceState: 1 });
    const args = ["accounts", "activate", "--type", "aux", "--service-state", "1", "--output", "json"];
    const first = await cli(args, { CI: "true" });
    expect(first.code, first.stderr).toBe(0);
    const summary = JSON.parse(first.stdout);
    expect(summary.succeeded + summary.skipped.length).toBe(pending.length);
    expect(summary.failed).toEqual([]);
    const stillPending = await all(client, { selectType: 2, serviceState: 1 });
    expect(stillPending.length).toBe(pending.length - summary.succeeded);

    const again = await cli([...args, "--yes"]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).not.toMatch(/already finished/);
    const second = JSON.parse(again.stdout);
    expect(second.jobId).not.toBe(summary.jobId);
    // Only the accounts pending now (locked ones) were selected, and skipped with their reason.
    expect(second.total).toBe(stillPending.length);
    expect(second.succeeded).toBe(0);
  });

  it("exits 3 when rows failed, listing them; skipped rows are not failures", async () => {
    const [a, b] = await all(client, { selectType: 1 });
    const r = await cli([
      "accounts",
      "enable",
      "--ids",
      `${a!.id},${b!.id},nope-1`,
      "--yes",
      "--output",
      "json",
    ]);
    expect(r.code, r.stderr).toBe(3);
    const s = JSON.parse(r.stdout);
    expect(s.failed).toEqual([
      {
        id: "nope-1",
        accountName: null,
        reason: "not_found",
        message: "Not found: nothing of this customer has this id.",
      },
    ]);
    expect(s.succeeded + s.skipped.length).toBe(2);
    const ok = await cli([
      "accounts",
      "remark",
      "--remark",
      "fleet A",
      "--ids",
      `${a!.id},${b!.id}`,
      "--yes",
      "--output",
      "table",
    ]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/2 done, 0 skipped, 0 failed/);
  });

  it("selects from .csv, .xlsx and names in a .txt file", async () => {
    const rows = (await all(client, { selectType: 3 })).slice(0, 6);
    const csv = join(dir, "sel.csv");
    writeFileSync(csv, `accountName,id\n${rows.map((r) => `${r.accountName},${r.id}`).join("\n")}\n`);
    const xlsx = join(dir, "sel.xlsx");
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("s");
    ws.addRow(["Account", "Key"]);
    for (const r of rows) ws.addRow([r.accountName, r.id]);
    await wb.xlsx.writeFile(xlsx);
    const txt = join(dir, "names.txt");
    writeFileSync(txt, `${rows.map((r) => r.accountName).join("\n")}\nghost-account\n`);
    const dryRun = (...select: string[]) =>
      cli(["accounts", "disable", "--type", "cloud-chip", ...select, "--dry-run", "--output", "json"]);
    const [c, x, n] = await Promise.all([
      dryRun("--ids-file", csv),
      dryRun("--ids-file", xlsx, "--ids-column", "Key"),
      dryRun("--ids-file", txt, "--by", "name"),
    ]);
    for (const r of [c, x, n]) expect(r.code, r.stderr).toBe(0);
    const selected = (out: { firstIds: string[]; wouldSkip: { id: string }[] }) =>
      [...out.firstIds, ...out.wouldSkip.map((w) => w.id)].sort();
    const ids = rows.map((r) => r.id).sort();
    expect(JSON.parse(c.stdout).total).toBe(6);
    expect(selected(JSON.parse(c.stdout))).toEqual(ids);
    expect(selected(JSON.parse(x.stdout))).toEqual(ids);
    const byName = JSON.parse(n.stdout);
    expect(selected(byName)).toEqual(ids);
    expect(byName.wouldFail).toEqual([
      {
        id: null,
        accountName: "ghost-account",
        reason: "not_found",
        message: "Not found: nothing of this customer has this id.",
      },
    ]);
  });

  it("exports .xlsx (merged from parts) and .csv with formula cells neutralized", async () => {
    const rows = await all(client, { selectType: 1 });
    await cli(["accounts", "remark", "--remark", "=1+1", "--ids", rows[0]!.id, "--yes"]);
    const xlsx = join(dir, "all.xlsx");
    const r = await cli(["accounts", "export", "--all", "--out", xlsx, "--part-size", "100"]);
    expect(r.code, r.stderr).toBe(0);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(xlsx);
    expect(wb.worksheets[0]!.actualRowCount).toBe(rows.length + 1);
    const again = await cli(["accounts", "export", "--all", "--out", xlsx]);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/--force/);

    const csv = join(dir, "one.csv");
    const c = await cli(["accounts", "export", "--ids", rows[0]!.id, "--out", csv]);
    expect(c.code, c.stderr).toBe(0);
    const text = readFileSync(csv, "utf8");
    expect(text).toContain("'=1+1");
    expect(text.split("\n").filter(Boolean).length).toBe(2);
  });

  it("writes the failed rows of a refused device upload next to the file (exit 3)", async () => {
    const pool = (await client.pools.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list[0]!;
    const file = join(dir, "devices.xlsx");
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("s");
    ws.addRow(["SN"]);
    ws.addRow(["GOOD-SN-1"]);
    ws.addRow(["x"]);
    ws.addRow(["GOOD-SN-1"]);
    await wb.xlsx.writeFile(file);
    const r = await cli(["pools", "devices", "upload", file, "--pool", pool.poolId, "--yes"]);
    expect(r.code, r.stderr).toBe(3);
    const errors = readFileSync(join(dir, "devices.errors.csv"), "utf8");
    expect(errors.split("\n")[0]).toBe("sn,failCause");
    expect(errors).toMatch(/row 3/);
    expect(r.stdout).toContain("devices.errors.csv");
    const wrongType = join(dir, "devices.txt");
    writeFileSync(wrongType, "x");
    expect((await cli(["pools", "devices", "upload", wrongType, "--pool", pool.poolId, "--yes"])).code).toBe(
      2,
    );
  });
});

describe("a batch refused while another batch of the customer runs on the server (572)", () => {
  let sandbox: Sandbox;
  let dir: string;
  let client: FixcloudClient;
  const cli = (args: string[]) => run(dir, [...args, "--base-url", sandbox.url]);
  // Batches are held in flight by the sandbox (POST /__sandbox/batches), so the refusal is certain.
  const hold = async (on: boolean) => {
    const res = await fetch(`${sandbox.url}/__sandbox/batches`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ hold: on }),
    });
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ memory: true, captcha: "1234", port: 0, accounts: 30 });
    dir = mkdtempSync(join(tmpdir(), "fixcloud-bulk-busy-"));
    client = await signIn(sandbox, dir);
  });
  afterAll(async () => {
    await sandbox?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("says so in a sentence with the server's words, exit 6, in both languages; the same command then resumes", async () => {
    const [a, b] = await all(client, { selectType: 1, disableState: 1 });
    await hold(true);
    const first = await client.accounts.disable({ selectType: 1, ids: [a!.id] });
    expect(first.state).toBe("running");

    const args = ["accounts", "enable", "--ids", b!.id, "--yes", "--wait-busy", "0"];
    const en = await cli(args);
    expect(en.code, en.stderr).toBe(6);
    expect(en.stderr).toContain(
      `Refused by the server: Another batch is running: Disable (batch ${first.batchId}, accounts done: 0 of 1). Nothing was done; try again when it has finished. Waited 0 s for it (--wait-busy).`,
    );
    expect(en.stderr).toMatch(
      /Job enable-\S+ is saved at .+\. Resume with:\n {2}fixcloud accounts enable --ids /,
    );
    const zh = await cli([...args, "--lang", "zh-CN"]);
    expect(zh.code, zh.stderr).toBe(6);
    expect(zh.stderr).toContain(
      `服务器拒绝：另一批量任务正在执行：停用（任务 ${first.batchId}，已处理 0/1 个账号）。本次操作未执行，请等待其完成后再试。已等待 0 秒（--wait-busy）。`,
    );
    // Nothing was changed by the refused runs.
    const [bNow] = await all(client, { selectType: 1, accountName: b!.accountName });
    expect(bNow!.disableState).toBe(1);

    await hold(false);
    await client.accounts.batches.wait(first, { intervalMs: 5 });
    const again = await cli([...args, "--output", "json"]);
    expect(again.code, again.stderr).toBe(0);
    const summary = JSON.parse(again.stdout);
    expect(summary).toMatchObject({ action: "enable", total: 1, state: "finished" });
    expect(summary.skipped).toEqual([expect.objectContaining({ id: b!.id, reason: "already_enabled" })]);
  });
});

describe("pool calls are the SDK's choice for the pool's calculation type", () => {
  let sandbox: Sandbox;
  let dir: string;
  let client: FixcloudClient;
  let recorder: Awaited<ReturnType<typeof startRecorder>>;
  const pathOf = (name: string) => (endpoints as Record<string, { path: string }>)[`pools.${name}`]!.path;

  beforeAll(async () => {
    sandbox = await startSandbox({ memory: true, captcha: "1234", port: 0 });
    dir = mkdtempSync(join(tmpdir(), "fixcloud-pool-calls-"));
    client = await signIn(sandbox, dir);
    recorder = await startRecorder(sandbox.url);
  });
  afterAll(async () => {
    await recorder?.close();
    await sandbox?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Run the bin through the recorder (the session's token from the environment); the paths it called. */
  async function calls(args: string[]): Promise<string[]> {
    const token = JSON.parse(readFileSync(join(dir, "config.json"), "utf8")).profiles.default.token;
    recorder.paths.length = 0;
    const r = await run(dir, [...args, "--base-url", recorder.url, "--yes"], { FIXCLOUD_TOKEN: token });
    expect(r.code, `${args.join(" ")}: ${r.stderr}`).toBe(0);
    return [...recorder.paths];
  }

  it("lists devices, uploads, fills and fetches templates with the calls of each pool's type", async () => {
    const pools: Pool[] = [];
    for (const st of [1, 2, 3] as const)
      for await (const p of client.pools.listAll({ selectType: st })) pools.push(p);
    // One pool of each type, one that still takes accounts where there is one (abpState 2 is used up).
    const byType = new Map<Pool["calType"], Pool>();
    for (const p of [...pools].sort((a, b) => Number(a.abpState === 2) - Number(b.abpState === 2)))
      if (!byType.has(p.calType)) byType.set(p.calType, p);
    expect([...byType.keys()].sort()).toEqual(
      ["concurrent_pool", "count_pool", "days_pool", "minutes_pool", "traffic_pool"].sort(),
    );
    const viaRecorder = calls;
    for (const [calType, pool] of byType) {
      const poolArgs = ["--pool", pool.poolId];
      const listed = await viaRecorder(["pools", "devices", "list", ...poolArgs]);
      const other = deviceCallOf(calType === "concurrent_pool" ? "days_pool" : "concurrent_pool", "list");
      expect(listed, calType).toContain(pathOf(deviceCallOf(calType, "list")));
      expect(listed, calType).not.toContain(pathOf(other));

      const file = join(dir, `${calType}.xlsx`);
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet("s");
      ws.addRow(["SN"]);
      ws.addRow([`CALLS-${calType}-1`]);
      await wb.xlsx.writeFile(file);
      const variant = UPLOAD_VARIANTS[uploadVariantOf(calType)];
      const uploaded = await viaRecorder(["pools", "devices", "upload", file, ...poolArgs]);
      expect(uploaded, calType).toContain(pathOf(variant.upload));
      for (const v of Object.values(UPLOAD_VARIANTS))
        if (v.upload !== variant.upload) expect(uploaded, calType).not.toContain(pathOf(v.upload));

      const template = await viaRecorder([
        "pools",
        "devices",
        "template",
        ...poolArgs,
        "--out",
        join(dir, `${calType}-template.xlsx`),
      ]);
      expect(template, calType).toContain(pathOf(variant.template));

      const filled = await viaRecorder(["pools", "fill", ...poolArgs, "--count", "1"]);
      expect(filled, calType).toContain(pathOf(fillCallOf(calType)));
    }
  });
});

describe("a bulk run stopped mid-way and run again", () => {
  let sandbox: Sandbox;
  let dir: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "fixcloud-bulk-data-"));
    dir = mkdtempSync(join(tmpdir(), "fixcloud-bulk-stop-"));
    sandbox = await startSandbox({ dataDir, accounts: 1000, captcha: "1234", port: 0 });
  });
  afterAll(async () => {
    await sandbox?.close();
    for (const d of [dir, dataDir]) if (d) rmSync(d, { recursive: true, force: true });
  });

  it("stops on SIGINT with the journal saved (exit 130) and says how to resume", async () => {
    await signIn(sandbox, dir);
    const journal = join(dir, "remark.json");
    const args = [
      "accounts",
      "remark",
      "--remark",
      "night shift",
      "--all",
      "--type",
      "cloud-chip",
      "--chunk-size",
      "10",
      "--journal",
      journal,
      "--yes",
      "--output",
      "table",
      "--base-url",
      sandbox.url,
    ];
    const stopping = start(args, { configDir: dir });
    // Ctrl+C once the progress line says a tenth is done (the job owns SIGINT while it runs).
    await stopping.stderr.until(/^remark: 10% /m);
    process.emit("SIGINT");
    const stopped = await stopping.done;
    expect(stopped.code).toBe(130);
    expect(stopped.stderr).toMatch(/Resume with:\n\s+fixcloud .*accounts remark/);
    const saved = JSON.parse(readFileSync(journal, "utf8"));
    expect(saved.state).toBe("interrupted");
    const doneBefore = saved.chunks.filter((c: { state: string }) => c.state === "done").length;
    expect(doneBefore).toBeGreaterThan(0);
    expect(doneBefore).toBeLessThan(saved.chunks.length);
    const again = await run(dir, args);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(/Resuming/);
    expect(JSON.parse(readFileSync(journal, "utf8")).state).toBe("done");
  });
});
