// `fixcloud --help` start-up against `node -e 0`.
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { cliBin, median, record } from "../lib.mjs";

export default function run() {
  const bin = cliBin;
  const time = (args) => {
    const t = performance.now();
    const r = spawnSync(process.execPath, args, { stdio: "ignore" });
    if (r.status !== 0) throw new Error(`${args.join(" ")} exited ${r.status}`);
    return performance.now() - t;
  };
  // Warm the file cache.
  for (let i = 0; i < 3; i++) {
    time(["-e", "0"]);
    time([bin, "--help"]);
  }
  const node = [];
  const cli = [];
  for (let i = 0; i < 21; i++) {
    node.push(time(["-e", "0"]));
    cli.push(time([bin, "--help"]));
  }
  record("node -e 0 (median)", median(node), "ms", null);
  record("fixcloud --help (median)", median(cli), "ms", null);
  record("fixcloud --help / node -e 0", median(cli) / median(node), "ratio", 1.5);
}
