#!/usr/bin/env node
// The system programs the tests run, from Debian's packages: Chromium for the browser tests (a
// Playwright browser download cannot work here) with its headless shell (what playwright.config.ts
// runs: a third of the full browser's CPU per page), CJK fonts so zh-CN screenshots are readable,
// and RTKLIB (str2str, convbin) for the caster's round trip (docs/ntrip-caster.md). Installs
// what is missing with one apt-get when it may (root), otherwise says how and exits 1.
// `node scripts/ensure-tools.mjs [chromium] [rtklib]` checks only those (default: all).
// Runs are serialised with flock: .ci/run starts one in the background while pnpm installs,
// and the test command's own run waits for it instead of fighting over apt's lock.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromiumPaths = process.env.CHROMIUM_PATH
  ? [process.env.CHROMIUM_PATH]
  : ["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"];
const has = (bin) => spawnSync("sh", ["-c", `command -v ${bin}`]).status === 0;
const fontsInstalled = () =>
  spawnSync("sh", ["-c", "fc-list :lang=zh family 2>/dev/null | grep -qi 'noto'"]).status === 0;

/** Each tool: whether it is there, and the Debian packages that bring it. */
const TOOLS = {
  chromium: {
    present: () => chromiumPaths.every((path) => existsSync(path)) && fontsInstalled(),
    packages: ["chromium", "chromium-headless-shell", "fonts-noto-cjk"],
  },
  rtklib: { present: () => has("str2str") && has("convbin"), packages: ["rtklib"] },
};

const asked = process.argv.slice(2);
for (const name of asked)
  if (!(name in TOOLS)) {
    console.error(`unknown tool: ${name} (have: ${Object.keys(TOOLS).join(", ")})`);
    process.exit(2);
  }
const wanted = asked.length ? asked : Object.keys(TOOLS);
const missing = () => wanted.filter((name) => !TOOLS[name].present());

/** Run `script` under the shared lock, so a second run waits for the first and then finds the tools. */
function locked(script) {
  const args = has("flock")
    ? ["flock", "/tmp/fixcloud-ensure-tools.lock", "sh", "-c", script]
    : ["sh", "-c", script];
  return spawnSync(args[0], args.slice(1), { stdio: ["ignore", "ignore", "inherit"] }).status;
}

let todo = missing();
if (todo.length > 0 && has("flock")) {
  // Another run may be installing them right now: wait for it, then look again.
  locked("true");
  todo = missing();
}
if (todo.length === 0) process.exit(0);

const packages = todo.flatMap((name) => TOOLS[name].packages);
if (process.getuid?.() !== 0) {
  console.error(
    `Missing for the tests: ${todo.join(", ")}. Install: sudo apt-get install -y ${packages.join(" ")}`,
  );
  process.exit(1);
}
console.log(`Installing Debian's ${packages.join(", ")} for the tests…`);
const status = locked(
  `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(" ")}`,
);
if (status !== 0 || missing().length > 0) {
  console.error(`Could not install ${packages.join(" ")} (apt-get exit ${status}).`);
  process.exit(1);
}
