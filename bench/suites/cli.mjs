// CLI start-up budgets: `fixcloud --help` and `fixcloud accounts list` (10 rows, against
// a sandbox served by this process) against `node -e 0`, as the wall time of the CLI process.
// Runs are interleaved (node, help, list, node, …) so a busy machine slows all three alike; the
// figures are medians. The list run signs in with FIXCLOUD_TOKEN in a fresh config dir, as CI does.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { cliBin, median, record, signIn, startSandbox } from "../lib.mjs";

/** Wall time of one process, ms; asynchronous so this process's sandbox keeps answering. */
function time(args, env) {
  return new Promise((resolve, reject) => {
    const t = performance.now();
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: "ignore" });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(performance.now() - t) : reject(new Error(`${args.join(" ")} exited ${code}`)),
    );
  });
}

export default async function run() {
  const sandbox = await startSandbox({ memory: true, captcha: "1234", port: 0 });
  const configDir = mkdtempSync(join(tmpdir(), "fixcloud-bench-cli-"));
  try {
    const { session } = await signIn(sandbox.url);
    const env = {
      CI: "true",
      FIXCLOUD_CONFIG_DIR: configDir,
      FIXCLOUD_TOKEN: session.token,
      FIXCLOUD_BASE_URL: sandbox.url,
    };
    const bare = ["-e", "0"];
    const help = [cliBin, "--help"];
    const list = [cliBin, "accounts", "list", "--page-size", "10"];
    // Warm the file cache and the sandbox's statements.
    for (let i = 0; i < 3; i++) {
      await time(bare, env);
      await time(help, env);
      await time(list, env);
    }
    const node = [];
    const helps = [];
    const lists = [];
    for (let i = 0; i < 21; i++) {
      node.push(await time(bare, env));
      helps.push(await time(help, env));
      lists.push(await time(list, env));
    }
    record("node -e 0 (median)", median(node), "ms", null);
    record("fixcloud --help (median)", median(helps), "ms", null);
    record("fixcloud --help / node -e 0", median(helps) / median(node), "ratio", 1.3);
    record("fixcloud accounts list, 10 rows (median)", median(lists), "ms", null);
    record("fixcloud accounts list / node -e 0", median(lists) / median(node), "ratio", 2.5);
  } finally {
    await sandbox.close();
    rmSync(configDir, { recursive: true, force: true });
  }
}
