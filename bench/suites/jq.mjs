// `--jq` over 100,000 rows (docs/cli-output.md "--jq"): `fixcloud accounts list --all --jq length`
// against `fixcloud accounts list --all --output json | jq length`, the same rows through Debian's
// jq, as the wall time of the whole command line. The sandbox holds 100,000 accounts, all of one
// service type, so one `--all` walks every row. Runs are interleaved (pipe, --jq, pipe, …) so a
// busy machine slows both alike; the figures are medians of 3 (BENCH_JQ_RUNS). Needs `jq` on PATH (the budget is
// against it, and --jq uses it when it is there); without it the suite says so and records nothing.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { cliBin, median, record, signIn, startSandbox } from "../lib.mjs";

/** Wall time of one shell command line, ms, and what it printed; asynchronous so this process's sandbox keeps answering. */
function time(line, env) {
  return new Promise((resolve, reject) => {
    const t = performance.now();
    const child = spawn("bash", ["-o", "pipefail", "-c", line], {
      env: { ...process.env, CI: "true", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve({ ms: performance.now() - t, out: out.trim() })
        : reject(new Error(`${line} exited ${code}`)),
    );
  });
}

/** Runs of each (BENCH_JQ_RUNS overrides: one run of each takes about a minute on 2 cores). */
const RUNS = Number(process.env.BENCH_JQ_RUNS ?? 3);

export default async function run() {
  if (spawnSync("jq", ["--version"]).status !== 0) {
    console.log("     jq is not on PATH (apt-get install jq): --jq figures not taken");
    return;
  }
  const work = mkdtempSync(join(tmpdir(), "fixcloud-bench-jq-"));
  const running = await startSandbox({ memory: true, captcha: "1234", port: 0, accounts: 100_000 });
  try {
    running.sandbox.db.exec("UPDATE service_accounts SET select_type = 1");
    const { session } = await signIn(running.url);
    const env = { FIXCLOUD_CONFIG_DIR: work, FIXCLOUD_TOKEN: session.token, FIXCLOUD_BASE_URL: running.url };
    const fixcloud = `"${process.execPath}" "${cliBin}" accounts list --all`;
    const piped = `${fixcloud} --output json | jq length`;
    const filtered = `${fixcloud} --jq length`;
    const pipes = [];
    const jqs = [];
    let rows = "";
    for (let i = 0; i < RUNS; i++) {
      const p = await time(piped, env);
      const q = await time(filtered, env);
      if (p.out !== q.out) throw new Error(`--jq counted ${q.out} rows, the pipe ${p.out}`);
      rows = q.out;
      pipes.push(p.ms);
      jqs.push(q.ms);
    }
    const n = Number(rows).toLocaleString("en");
    record(`accounts list --all --output json | jq length, ${n} rows (median)`, median(pipes), "ms", null);
    record(`accounts list --all --jq length, ${n} rows (median)`, median(jqs), "ms", null);
    record("--jq / --output json | jq (100,000 rows)", median(jqs) / median(pipes), "ratio", 1.5);
  } finally {
    await running.close();
    rmSync(work, { recursive: true, force: true });
  }
}
