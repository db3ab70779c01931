// The built `fixcloud` bin, for the few tests that prove the artefact itself (smoke.test.ts;
// the e2e tests run it too): where it is, rebuilding it when a source file is newer (tsup
// takes a few seconds), and running it with a config dir and a plain environment (no TTY, no CI
// unless given). Every other CLI test runs the CLI in process (./harness.ts).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// The e2e tests take the recording proxy from here.
export { startRecorder } from "./recorder.js";

export const PKG = join(dirname(fileURLToPath(import.meta.url)), "..");
export const BIN = join(PKG, "dist", "main.js");
const TSUP = join(PKG, "..", "..", "node_modules", "tsup", "dist", "cli-default.js");

/** dist/main.js is missing or older than some file under src/ (or the SDK's src/). */
function isStale(): boolean {
  if (!existsSync(BIN)) return true;
  const built = statSync(BIN).mtimeMs;
  const newest = (dir: string): number =>
    Math.max(
      ...readdirSync(dir, { withFileTypes: true }).map((e) =>
        e.isDirectory() ? newest(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs,
      ),
    );
  // The SDK is bundled from source too.
  return Math.max(newest(join(PKG, "src")), newest(join(PKG, "..", "sdk", "src"))) > built;
}

/** Build the bin first when it is missing or stale (call from a beforeAll). */
export function ensureBuilt(): void {
  if (isStale()) execFileSync(process.execPath, [TSUP], { cwd: PKG, stdio: "ignore" });
}

export interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The plain environment of a run of the bin with `configDir` as its config dir. */
export function binEnv(configDir: string, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LANG: "en_US.UTF-8",
    FIXCLOUD_CONFIG_DIR: configDir,
    ...env,
  };
}

/** Run the bin with `configDir` as its config dir, `input` on stdin and extra `env`. */
export function runBin(
  configDir: string,
  args: string[],
  opts: { input?: string; env?: Record<string, string> } = {},
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: binEnv(configDir, opts.env),
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(opts.input ?? "");
  });
}
