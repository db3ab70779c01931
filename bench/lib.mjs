// Shared pieces of `pnpm bench`: the figure recorder, statistics, sign-in, the built bin and
// Chromium launcher. Each suite in bench/suites/*.mjs imports what it needs from here.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const { startSandbox } = await import(join(root, "packages/fixtures/dist/index.js"));

/** A fresh in-memory sandbox serving the built console (captcha 1234), with `options` on top. */
export function startConsoleSandbox(options = {}) {
  return startSandbox({
    memory: true,
    captcha: "1234",
    port: 0,
    // BENCH_CONSOLE_DIR measures another build of the console (a branch's, a trial's) with the same suite.
    consoleDir: process.env.BENCH_CONSOLE_DIR ?? join(root, "packages/web/dist"),
    ...options,
  });
}
export const { createClient } = await import(join(root, "packages/sdk/dist/index.js"));
/** The built bin, what `npx fixcloud` runs. */
export const cliBin = join(root, "packages/cli/bin/fixcloud.cjs");

export const results = [];
/** Record one figure. `atLeast`: the budget is a floor (a rate), not a ceiling. */
export function record(name, value, unit, budget, atLeast = false) {
  const rounded = Math.round(value * 100) / 100;
  results.push({ name, value: rounded, unit, budget, ...(atLeast ? { atLeast: true } : {}) });
  const over = budget !== null && budget !== undefined && (atLeast ? rounded < budget : rounded > budget);
  console.log(
    `${over ? "MISS " : "     "}${name}: ${rounded} ${unit}${budget == null ? "" : ` (budget ${atLeast ? "≥" : "≤"} ${budget})`}`,
  );
}
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const median = (xs) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

/**
 * Sign in as a seeded user (the demo main account unless `user` names the operator sub-user);
 * returns the session and a signed-in SDK client.
 */
export async function signIn(url, user = "demo") {
  const client = createClient({ baseURL: url });
  const { uuid } = await client.session.captcha();
  const session = await client.session.loginByUsername({
    username: user,
    password:
      user === "operator"
        ? (process.env.FIXCLOUD_OPERATOR_PASSWORD ?? "Operator@2026")
        : (process.env.FIXCLOUD_DEMO_PASSWORD ?? "Demo@2026"),
    code: "1234",
    uuid,
  });
  const roleCode = session.accountType === 1 ? undefined : session.roleList[0]?.roleCode;
  return { session, client: createClient({ baseURL: url, token: session.token, roleCode }) };
}

/** Debian's Chromium (a browser download cannot work here). */
export async function launchChromium() {
  const { chromium } = await import("@playwright/test");
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
}

/** Run the built `fixcloud` bin without blocking this process's event loop (it may serve the sandbox). */
export function runCli(args, env) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [cliBin, ...args], {
      env: { ...process.env, CI: "true", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`fixcloud ${args.join(" ")} exited ${code}: ${stderr}`)),
    );
  });
}
