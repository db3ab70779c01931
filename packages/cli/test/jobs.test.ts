// The bulk jobs' rerun rules, reason codes, dry runs, progress lines and `fixcloud jobs`, end to end:
// the CLI in process (./harness.ts) against a sandbox on a free port. A finished job is never
// "done again": the same command is a new job over the accounts as they are now; only an
// interrupted job resumes; `--job-id` is the caller's idempotency key; `--retry-failed` reruns
// failures. A job is interrupted once its journal shows a finished chunk (watched, not polled).
import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { startSandbox } from "@fixcloud/fixtures";
import { type Account, createClient, type FixcloudClient, messages } from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli as run, PASSWORD, start } from "./harness.js";
import { whenFile } from "./watch.js";

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

async function signIn(url: string, configDir: string): Promise<FixcloudClient> {
  const login = await run(
    ["login", "--username", "demo", "--password-stdin", "--captcha", "1234", "--base-url", url],
    { configDir, input: `${PASSWORD}\n` },
  );
  expect(login.code, login.stderr).toBe(0);
  const token = JSON.parse(readFileSync(join(configDir, "config.json"), "utf8")).profiles.default
    .token as string;
  return createClient({ baseURL: url, token, language: "en" });
}

async function all(client: FixcloudClient, filter: Parameters<FixcloudClient["accounts"]["listAll"]>[0]) {
  const rows: Account[] = [];
  for await (const r of client.accounts.listAll(filter, 1000)) rows.push(r);
  return rows;
}

const journalsIn = (dir: string) => join(dir, "journals");
const jsonFiles = (dir: string) =>
  existsSync(journalsIn(dir)) ? readdirSync(journalsIn(dir)).filter((f) => f.endsWith(".json")) : [];

describe("rerun rules, reason codes and jobs", () => {
  let sandbox: Sandbox;
  let dir: string;
  let client: FixcloudClient;
  const cli = (args: string[], env: Record<string, string> = {}) =>
    run([...args, "--base-url", sandbox.url], { configDir: dir, env });

  beforeAll(async () => {
    sandbox = await startSandbox({ memory: true, captcha: "1234", port: 0 });
    dir = mkdtempSync(join(tmpdir(), "fixcloud-jobs-"));
    client = await signIn(sandbox.url, dir);
  });
  afterAll(async () => {
    await sandbox?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("disable → enable → disable leaves the account disabled (a finished job is not replayed)", async () => {
    const a = (await all(client, { selectType: 1, disableState: 1 }))[0]!;
    const by = ["--ids", a.accountName, "--by", "name", "--yes", "--output", "json"];
    const state = async () =>
      (await all(client, { selectType: 1, accountName: a.accountName }))[0]!.disableState;
    const first = await cli(["accounts", "disable", ...by]);
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout).succeeded).toBe(1);
    expect(await state()).toBe(2);
    expect((await cli(["accounts", "enable", ...by])).code).toBe(0);
    expect(await state()).toBe(1);
    const again = await cli(["accounts", "disable", ...by]);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout).succeeded).toBe(1);
    expect(await state()).toBe(2);
    // Three finished jobs, three journals.
    expect(jsonFiles(dir).length).toBeGreaterThanOrEqual(3);
  });

  it("activates the pending accounts that appeared after a finished run of the same command", async () => {
    const args = [
      "accounts",
      "activate",
      "--type",
      "aux",
      "--service-state",
      "1",
      "--yes",
      "--output",
      "json",
    ];
    const first = await cli(args);
    expect(first.code, first.stderr).toBe(0);
    expect(await all(client, { selectType: 2, serviceState: 1, disableState: 1 })).toEqual([]);
    // Two accounts become pending again (as new ones would).
    const back = (await all(client, { selectType: 2, serviceState: 2, disableState: 1 })).slice(0, 2);
    const stmt = sandbox.sandbox.db.prepare("UPDATE service_accounts SET service_state = 1 WHERE id = ?");
    for (const r of back) stmt.run(r.id);
    const second = await cli(args);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).not.toMatch(/already finished/);
    expect(JSON.parse(second.stdout).succeeded).toBe(2);
    expect(await all(client, { selectType: 2, serviceState: 1, disableState: 1 })).toEqual([]);
  });

  it("carries stable reason codes with the SDK label in the run's language", async () => {
    const [a, b] = await all(client, { selectType: 3, disableState: 1 });
    const r = await cli([
      "accounts",
      "enable",
      "--type",
      "cloud-chip",
      "--ids",
      `${a!.id},${b!.id},nope-1`,
      "--yes",
      "--output",
      "json",
      "--lang",
      "zh-CN",
    ]);
    expect(r.code, r.stderr).toBe(3);
    const s = JSON.parse(r.stdout);
    expect(s.skippedReasons).toEqual({ already_enabled: 2 });
    expect(s.skipped).toEqual(
      expect.arrayContaining([
        {
          id: a!.id,
          accountName: a!.accountName,
          reason: "already_enabled",
          message: messages["zh-CN"]["batchReason.alreadyEnabled"],
        },
      ]),
    );
    expect(s.failed).toEqual([
      {
        id: "nope-1",
        accountName: null,
        reason: "not_found",
        message: messages["zh-CN"]["batchReason.notFound"],
      },
    ]);
    expect(s.failedReasons).toEqual({ not_found: 1 });
    expect(s.jobId).toMatch(/^enable-/);
  });

  it("fails unknown names and unknown pool ids (exit 3, not_found) in every verb", async () => {
    const names = await cli([
      "accounts",
      "disable",
      "--ids",
      "ghost-name",
      "--by",
      "name",
      "--yes",
      "--output",
      "json",
    ]);
    expect(names.code, names.stderr).toBe(3);
    expect(JSON.parse(names.stdout).failed).toEqual([
      {
        id: null,
        accountName: "ghost-name",
        reason: "not_found",
        message: "Not found: nothing of this customer has this id.",
      },
    ]);
    const pool = (await client.pools.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list[0]!;
    const pools = await cli([
      "pools",
      "activate",
      "--ids",
      `${pool.poolId},NO-SUCH-POOL`,
      "--yes",
      "--output",
      "json",
    ]);
    expect(pools.code, pools.stderr).toBe(3);
    const s = JSON.parse(pools.stdout);
    expect(s.failed).toEqual([
      {
        id: "NO-SUCH-POOL",
        reason: "not_found",
        message: "Not found: nothing of this customer has this id.",
      },
    ]);
    expect(s.succeeded + s.skipped.length).toBe(1);
    expect(Object.keys(s).sort()).toEqual(Object.keys(JSON.parse(names.stdout)).sort());
  });

  it("--dry-run counts what would change and what would be skipped, with reasons, and sends nothing", async () => {
    const rows = await all(client, { selectType: 1 });
    const enabled = rows.filter((r) => r.disableState === 1).slice(0, 3);
    const disabled = rows.filter((r) => r.disableState === 2).slice(0, 2);
    const ids = [...enabled, ...disabled].map((r) => r.id);
    const r = await cli([
      "accounts",
      "disable",
      "--ids",
      `${ids.join(",")},nope-2`,
      "--dry-run",
      "--output",
      "json",
    ]);
    expect(r.code, r.stderr).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s).toMatchObject({
      dryRun: true,
      total: 6,
      wouldChange: 3,
      wouldSkipReasons: { already_disabled: 2 },
    });
    expect(s.wouldFail).toEqual([expect.objectContaining({ id: "nope-2", reason: "not_found" })]);
    expect(s.firstIds.sort()).toEqual(enabled.map((e) => e.id).sort());
    const after = await all(client, { selectType: 1 });
    for (const e of enabled) expect(after.find((x) => x.id === e.id)!.disableState).toBe(1);
    const text = await cli(["accounts", "disable", "--ids", ids.join(","), "--dry-run", "--output", "table"]);
    expect(text.stdout).toMatch(/would change 3 of 5 accounts/);
    expect(text.stdout).toMatch(/2\s+already_disabled\s+It is already disabled\./);
  });

  it("--job-id: a finished key prints its summary and exit code and sends nothing", async () => {
    const a = (await all(client, { selectType: 1, disableState: 1 }))[0]!;
    const args = [
      "accounts",
      "disable",
      "--ids",
      `${a.id},nope-3`,
      "--job-id",
      "nightly-42",
      "--yes",
      "--output",
      "json",
    ];
    const first = await cli(args);
    expect(first.code).toBe(3);
    await client.accounts.enable({ selectType: 1, ids: [a.id] }).then((j) => client.accounts.batches.wait(j));
    const again = await cli(args);
    expect(again.code).toBe(3);
    expect(again.stderr).toMatch(/Job nightly-42 already finished at .*nothing sent/);
    expect(JSON.parse(again.stdout)).toEqual(JSON.parse(first.stdout));
    // Nothing was sent: the account stays as the enable left it.
    expect((await all(client, { selectType: 1, accountName: a.accountName }))[0]!.disableState).toBe(1);
    const other = await cli(["accounts", "enable", "--ids", a.id, "--job-id", "nightly-42", "--yes"]);
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/another command/);
  });

  it("--retry-failed runs only the failed rows of a finished job", async () => {
    const a = (await all(client, { selectType: 1, disableState: 1 }))[0]!;
    const first = await cli([
      "accounts",
      "remark",
      "--remark",
      "retry me",
      "--ids",
      `${a.id},nope-4`,
      "--job-id",
      "rf-1",
      "--yes",
      "--output",
      "json",
    ]);
    expect(first.code).toBe(3);
    const retry = await cli([
      "accounts",
      "remark",
      "--remark",
      "retry me",
      "--retry-failed",
      "rf-1",
      "--yes",
      "--output",
      "json",
    ]);
    expect(retry.code).toBe(3);
    const s = JSON.parse(retry.stdout);
    expect(s.total).toBe(1);
    expect(s.failed.map((f: { id: string }) => f.id)).toEqual(["nope-4"]);
    const wrong = await cli(["accounts", "enable", "--retry-failed", "rf-1", "--yes"]);
    expect(wrong.code).toBe(2);
  });

  it("prints a progress line every 10% to stderr when it is not a terminal", async () => {
    const ids = (await all(client, { selectType: 1 })).slice(0, 100).map((r) => r.id);
    const r = await cli([
      "accounts",
      "reset-password",
      "--ids",
      ids.join(","),
      "--chunk-size",
      "10",
      "--yes",
    ]);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stderr.split("\n").filter((l) => l.startsWith("reset-password: "));
    expect(lines).toEqual(
      Array.from({ length: 10 }, (_, i) => `reset-password: ${(i + 1) * 10}% (${(i + 1) * 10}/100)`),
    );
  });

  it("jobs list, show and clean; finished journals older than 30 days go at the next bulk run", async () => {
    const list = await cli(["jobs", "list", "--output", "json"]);
    expect(list.code, list.stderr).toBe(0);
    const rows = JSON.parse(list.stdout) as {
      jobId: string;
      state: string;
      action: string;
      failed: number;
    }[];
    expect(rows.length).toBe(jsonFiles(dir).length);
    expect(rows.every((r) => r.state === "finished")).toBe(true);
    const job = rows.find((r) => r.jobId === "nightly-42")!;
    expect(job).toMatchObject({ action: "disable", failed: 1 });
    const show = await cli(["jobs", "show", "nightly-42", "--output", "table"]);
    expect(show.code).toBe(0);
    expect(show.stdout).toMatch(/nope-3\s+not_found\s+Not found: nothing of this customer has this id\./);
    const resume = await cli(["jobs", "resume", "nightly-42", "--yes"]);
    expect(resume.code).toBe(2);
    expect(resume.stderr).toMatch(/already finished/);
    expect((await cli(["jobs", "show", "no-such-job"])).code).toBe(2);

    // Age one journal by 31 days (its finish time and its file), another by 10 days.
    const age = (id: string, days: number) => {
      const path = join(journalsIn(dir), `${id}.json`);
      const data = JSON.parse(readFileSync(path, "utf8"));
      const then = new Date(Date.now() - days * 24 * 3600 * 1000);
      data.finishedAt = then.toISOString();
      writeFileSync(path, JSON.stringify(data));
      utimesSync(path, then, then);
    };
    age("nightly-42", 31);
    age("rf-1", 10);
    const some = rows.find((r) => r.action === "enable")!;
    await cli(["accounts", "enable", "--ids", "nope-5", "--yes"]);
    const ids = jsonFiles(dir).map((f) => f.slice(0, -5));
    expect(ids).not.toContain("nightly-42");
    expect(ids).not.toContain("nightly-42.ids");
    expect(existsSync(join(journalsIn(dir), "nightly-42.ids"))).toBe(false);
    expect(ids).toContain("rf-1");
    expect(ids).toContain(some.jobId);

    const older = await cli(["jobs", "clean", "--older-than", "7d", "--output", "json"]);
    expect(older.code, older.stderr).toBe(0);
    expect(JSON.parse(older.stdout).removed).toEqual(["rf-1"]);
    const clean = await cli(["jobs", "clean", "--output", "json"]);
    expect(JSON.parse(clean.stdout).removed.length).toBeGreaterThan(0);
    expect(jsonFiles(dir)).toEqual([]);
  });

  it("refuses a second run while another holds the job's lock (exit 6), and takes over a dead run's lock", async () => {
    const a = (await all(client, { selectType: 1 }))[0]!;
    const args = ["accounts", "remark", "--remark", "locked?", "--ids", a.id, "--job-id", "lock-1", "--yes"];
    // Hold the job's lock as a live process (this test) would: a fresh lock and its owner.
    const { jobKeyOf, idsDigest } = await import("../src/bulk/journal.js");
    const key = jobKeyOf({
      action: "remark",
      params: { accountRemark: "locked?" },
      selection: { by: "id", digest: idsDigest([a.id]) },
      baseURL: sandbox.url,
      profile: "default",
      selectType: 1,
    });
    mkdirSync(journalsIn(dir), { recursive: true });
    const lockDir = join(journalsIn(dir), `${key}.job.lock`);
    const owner = join(journalsIn(dir), `${key}.job.owner`);
    mkdirSync(lockDir);
    writeFileSync(owner, JSON.stringify({ pid: process.pid, host: hostname() }));
    const busy = await cli(args);
    expect(busy.code).toBe(6);
    expect(busy.stderr).toMatch(new RegExp(`Another run \\(pid ${process.pid}\\)`));
    // The holder died (a pid that no longer runs): its lock is taken over at once.
    const dead = spawn(process.execPath, ["-e", "0"]);
    await new Promise((r) => dead.on("close", r));
    writeFileSync(owner, JSON.stringify({ pid: dead.pid, host: hostname() }));
    const ok = await cli(args);
    expect(ok.code, ok.stderr).toBe(0);
    expect(existsSync(lockDir)).toBe(false);
  });
});

describe("an interrupted job", () => {
  let sandbox: Sandbox;
  let dir: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "fixcloud-jobs-data-"));
    dir = mkdtempSync(join(tmpdir(), "fixcloud-jobs-int-"));
    sandbox = await startSandbox({ dataDir, captcha: "1234", port: 0 });
    await signIn(sandbox.url, dir);
    mkdirSync(journalsIn(dir), { recursive: true });
  });
  afterAll(async () => {
    await sandbox?.close();
    for (const d of [dir, dataDir]) if (d) rmSync(d, { recursive: true, force: true });
  });

  /** Start a bulk run in the background. */
  const begin = (args: string[]) => start([...args, "--base-url", sandbox.url], { configDir: dir });

  /** The running job's journal, once it shows a finished chunk. */
  const firstDoneChunk = () =>
    whenFile(
      journalsIn(dir),
      (name, text) =>
        name.endsWith(".json") && text.includes('"state":"done"') && text.includes('"state":"running"'),
    );

  it("is listed as interrupted and `jobs resume` finishes it", async () => {
    const args = [
      "accounts",
      "remark",
      "--remark",
      "resume me",
      "--all",
      "--type",
      "cloud-chip",
      "--chunk-size",
      "1",
      "--yes",
    ];
    const running = begin(args);
    const journal = await firstDoneChunk();
    process.emit("SIGINT");
    expect((await running.done).code).toBe(130);
    const jobId = JSON.parse(readFileSync(journal, "utf8")).jobId as string;
    const list = await run(["jobs", "list", "--output", "json", "--base-url", sandbox.url], {
      configDir: dir,
    });
    expect(JSON.parse(list.stdout)).toEqual([expect.objectContaining({ jobId, state: "interrupted" })]);
    const resumed = await run(
      ["jobs", "resume", jobId, "--yes", "--output", "json", "--base-url", sandbox.url],
      {
        configDir: dir,
      },
    );
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stderr).toMatch(new RegExp(`Resuming job ${jobId}`));
    const s = JSON.parse(resumed.stdout);
    expect(s).toMatchObject({ jobId, state: "finished", pending: 0, failed: [] });
    expect(s.succeeded + s.skipped.length).toBe(s.total);
    // Finished now: the same command is a new job (every remark already set: all skipped).
    const again = await run([...args, "--output", "json", "--base-url", sandbox.url], { configDir: dir });
    expect(again.code, again.stderr).toBe(0);
    const next = JSON.parse(again.stdout);
    expect(next.jobId).not.toBe(jobId);
    expect(next.skippedReasons).toEqual({ same_remark: s.total });
  });

  it("stops on a lost connection with exit 5, the journal and the resume command; the rerun resumes", async () => {
    const args = [
      "accounts",
      "disable",
      "--all",
      "--type",
      "aux",
      "--chunk-size",
      "5",
      "--yes",
      "--output",
      "table",
    ];
    const running = begin(args);
    const journal = await firstDoneChunk();
    const port = sandbox.port;
    await sandbox.close();
    const { code, stderr } = await running.done;
    expect(code).toBe(5);
    const jobId = JSON.parse(readFileSync(journal, "utf8")).jobId as string;
    expect(stderr).toContain(
      `Job ${jobId} is saved at ${journal}. Resume with:\n  fixcloud accounts disable --all --type aux`,
    );
    expect(stderr).not.toMatch(/^\s+at .*:\d+:\d+\)?$/m); // no stack trace
    expect(JSON.parse(readFileSync(journal, "utf8")).state).toBe("interrupted");
    sandbox = await startSandbox({ dataDir, captcha: "1234", port, ntripPort: 0 });
    const again = await run([...args, "--base-url", sandbox.url], { configDir: dir });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(new RegExp(`Resuming job ${jobId}`));
    expect(JSON.parse(readFileSync(journal, "utf8")).state).toBe("done");
  });
});
