// The CLI's bulk rate (the export and upload figures are in ./export.mjs).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { record, runCli, signIn, startSandbox } from "../lib.mjs";

/**
 * The bulk budget's figure on one sandbox of 100,000 accounts, all made pending, manual and of the
 * high-precision type, so one bulk job covers every account: the CLI's bulk activation rate.
 */
export default async function run() {
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

    const t = performance.now();
    await runCli(["accounts", "activate", "--service-state", "1", "--yes", "--output", "json"], env);
    const seconds = (performance.now() - t) / 1000;
    record(`CLI bulk activation of ${total.toLocaleString("en")} accounts`, seconds * 1000, "ms", null);
    record("CLI bulk activation rate", total / seconds, "accounts/s", 5000, true);
  } finally {
    await running.close();
    rmSync(work, { recursive: true, force: true });
  }
}
