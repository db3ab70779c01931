// The CLI's bulk rate, its .xlsx export against bare exceljs, and the sandbox's device upload.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { median, record, root, runCli, signIn, startSandbox } from "../lib.mjs";

/**
 * Issue 3's figures on one sandbox of 100,000 accounts, all made pending, manual and of the
 * high-precision type, so one bulk job covers every account: the CLI's bulk activation rate,
 * the CLI's 10,000-row .xlsx export against a bare exceljs streaming write of the same rows,
 * and the sandbox's handling of a 10,000-row device upload.
 */
export default async function run() {
  const require = createRequire(join(root, "packages/fixtures/package.json"));
  const ExcelJS = require("exceljs");
  const work = mkdtempSync(join(tmpdir(), "fixcloud-bench-"));
  const running = await startSandbox({ memory: true, captcha: "1234", port: 0, accounts: 100_000 });
  try {
    running.sandbox.db.exec(
      `UPDATE service_accounts SET select_type = 1, service_state = 1, disable_state = 1,
       activation_type = 1, activation_time = NULL, end_time = NULL`,
    );
    const { session, client } = await signIn(running.url);
    const env = {
      FIXCLOUD_CONFIG_DIR: work,
      FIXCLOUD_TOKEN: session.token,
      FIXCLOUD_BASE_URL: running.url,
    };
    const total = (await client.accounts.list({ selectType: 1, serviceState: 1, pageNo: 1, pageSize: 1 }))
      .total;

    let t = performance.now();
    await runCli(["accounts", "activate", "--service-state", "1", "--yes", "--output", "json"], env);
    const seconds = (performance.now() - t) / 1000;
    record(`CLI bulk activation of ${total.toLocaleString("en")} accounts`, seconds * 1000, "ms", null);
    record("CLI bulk activation rate", total / seconds, "accounts/s", 5000, true);

    // Export: the same 10,000 accounts through the CLI, and written bare with exceljs.
    const rows = (await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1000 })).list;
    for (let p = 2; rows.length < 10_000; p++)
      rows.push(...(await client.accounts.list({ selectType: 1, pageNo: p, pageSize: 1000 })).list);
    const idsFile = join(work, "ids.txt");
    writeFileSync(idsFile, rows.map((r) => r.id).join("\n"));
    await runCli(["accounts", "export", "--ids-file", idsFile, "--out", join(work, "warm.xlsx")], env);
    const cliTimes = [];
    for (let i = 0; i < 3; i++) {
      t = performance.now();
      await runCli(["accounts", "export", "--ids-file", idsFile, "--out", join(work, `e${i}.xlsx`)], env);
      cliTimes.push(performance.now() - t);
    }
    const bareTimes = [];
    for (let i = 0; i < 3; i++) {
      t = performance.now();
      const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: join(work, `bare${i}.xlsx`) });
      const ws = wb.addWorksheet("accounts");
      const keys = Object.keys(rows[0]);
      ws.columns = keys.map((k) => ({ header: k, key: k }));
      for (const r of rows) ws.addRow(r).commit();
      ws.commit();
      await wb.commit();
      bareTimes.push(performance.now() - t);
    }
    record("CLI export of 10,000 accounts to .xlsx (median of 3)", median(cliTimes), "ms", 2000);
    record("bare exceljs streaming write of the same rows", median(bareTimes), "ms", null);
    record("CLI export / bare exceljs write", median(cliTimes) / median(bareTimes), "ratio", 2);

    // Upload: 10,000 SNs to a pool's device accounts, answered by the sandbox.
    const upload = new ExcelJS.Workbook();
    const sheet = upload.addWorksheet("SN");
    sheet.addRow(["SN"]);
    for (let i = 0; i < 10_000; i++) sheet.addRow([`BENCH-${String(i).padStart(6, "0")}`]);
    const bytes = new Uint8Array(await upload.xlsx.writeBuffer());
    const pool = (await client.pools.list({ selectType: 1, pageNo: 1, pageSize: 100 })).list.find(
      (p) => p.calType !== "concurrent_pool",
    );
    t = performance.now();
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
