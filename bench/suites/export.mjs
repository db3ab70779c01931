// The CLI's exports against a bare exceljs streaming write, and the sandbox's device upload
// (moved here from ./bulk.mjs).
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { median, record, root, runCli, signIn, startSandbox } from "../lib.mjs";

/** Turns of CLI export and bare write per comparison: the bare write alone varies by ~15 % run to run. */
const TURNS = 5;

/** Median ms of `times` runs of `fn`. */
async function timed(times, fn) {
  const ms = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await fn(i);
    ms.push(performance.now() - t);
  }
  return median(ms);
}

/**
 * One sandbox of 15,000 high-precision accounts: `accounts export --all` of the 15,000 to .xlsx
 * (once the split-and-merge path) against exceljs writing the same rows bare in this process
 * (in turns: CLI, bare, CLI …); then, with 5,000
 * moved to another type, of 10,000 to .xlsx (against the bare write) and to .csv; then the
 * sandbox's handling of a 10,000-row device upload.
 */
export default async function run() {
  const require = createRequire(join(root, "packages/fixtures/package.json"));
  const ExcelJS = require("exceljs");
  const work = mkdtempSync(join(tmpdir(), "fixcloud-bench-export-"));
  const running = await startSandbox({ memory: true, captcha: "1234", port: 0, accounts: 15_000 });
  try {
    running.sandbox.db.exec("UPDATE service_accounts SET select_type = 1");
    const { session, client } = await signIn(running.url);
    const env = { FIXCLOUD_CONFIG_DIR: work, FIXCLOUD_TOKEN: session.token, FIXCLOUD_BASE_URL: running.url };
    const rowsOf = async () => {
      const rows = [];
      for await (const r of client.accounts.listAll({ selectType: 1 }, 1000)) rows.push(r);
      return rows;
    };
    /** One bare exceljs streaming write of `rows` to `file`. */
    const bare = async (rows, file) => {
      const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: join(work, file) });
      const ws = wb.addWorksheet("accounts");
      const keys = Object.keys(rows[0]);
      ws.columns = keys.map((k) => ({ header: k, key: k }));
      for (const r of rows) ws.addRow(r).commit();
      ws.commit();
      await wb.commit();
    };
    const cli = (args, name, ext) =>
      timed(3, (i) =>
        runCli(["accounts", "export", ...args, "--out", join(work, `${name}${i}.${ext}`)], env),
      );

    // Warm the sandbox's caches and the file system once.
    await runCli(["accounts", "export", "--all", "--out", join(work, "warm.xlsx")], env);
    /**
     * The CLI's .xlsx export of `rows` (selected by `args`) against a bare write of them, the two
     * taking turns (CLI, bare, CLI, bare …) so both see the same state of the machine.
     */
    const againstBare = async (args, rows, name) => {
      const n = rows.length.toLocaleString("en");
      const cliRuns = [];
      const bareRuns = [];
      for (let i = 0; i < TURNS; i++) {
        cliRuns.push(
          await timed(1, () =>
            runCli(["accounts", "export", ...args, "--out", join(work, `e${name}-${i}.xlsx`)], env),
          ),
        );
        bareRuns.push(await timed(1, () => bare(rows, `bare${name}-${i}.xlsx`)));
      }
      const cliMs = median(cliRuns);
      const bareMs = median(bareRuns);
      record(`CLI export of ${n} accounts to .xlsx (median of ${TURNS})`, cliMs, "ms", null);
      record(`bare exceljs streaming write of the same ${n} rows`, bareMs, "ms", null);
      record(`CLI .xlsx export / bare exceljs write (${n})`, cliMs / bareMs, "ratio", 1.5);
    };
    // All 15,000: past the server export's 10,000-row cap, which the CLI's page walk does not meet.
    await againstBare(["--all"], await rowsOf(), "15");
    // Then 10,000 of them: the other 5,000 move to another service type.
    running.sandbox.db.exec("UPDATE service_accounts SET select_type = 2 WHERE rowid > 10000");
    const ten = await rowsOf();
    await againstBare(["--all"], ten, "10");
    const c10 = await cli(["--all"], "c10-", "csv");
    record(
      `CLI export of ${ten.length.toLocaleString("en")} accounts to .csv (median of 3)`,
      c10,
      "ms",
      1000,
    );

    // Upload: 10,000 SNs to a pool's device accounts, answered by the sandbox.
    const upload = new ExcelJS.Workbook();
    const sheet = upload.addWorksheet("SN");
    sheet.addRow(["SN"]);
    for (let i = 0; i < 10_000; i++) sheet.addRow([`BENCH-${String(i).padStart(6, "0")}`]);
    const bytes = new Uint8Array(await upload.xlsx.writeBuffer());
    const pool = (await client.pools.list({ selectType: 1, pageNo: 1, pageSize: 100 })).list.find(
      (p) => p.calType !== "concurrent_pool",
    );
    const t = performance.now();
    // The pool's type picks the upload call (pools.devices.upload), as in the console and CLI.
    const added = await client.pools.devices.upload(pool, { name: "devices.xlsx", data: bytes });
    record(
      `device upload of ${added.added.toLocaleString("en")} rows (parse, check, insert)`,
      performance.now() - t,
      "ms",
      1500,
    );
  } finally {
    await running.close();
    rmSync(work, { recursive: true, force: true });
  }
}
