// The built `fixcloud` bin for the end-to-end tests (cli.test.ts, bulk-cli.test.ts): where it
// is, rebuilding it when a source file is newer (tsup takes well under a second), and running
// it with a config dir and a plain environment (no TTY, no CI unless given).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const PKG = join(dirname(fileURLToPath(import.meta.url)), "..");
export const BIN = join(PKG, "dist", "main.js");
export const PASSWORD = process.env.FIXCLOUD_DEMO_PASSWORD ?? "Demo@2026";
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

/** Run the bin with `configDir` as its config dir, `input` on stdin and extra `env`. */
export function runBin(
  configDir: string,
  args: string[],
  opts: { input?: string; env?: Record<string, string> } = {},
): Promise<Result> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LANG: "en_US.UTF-8",
    FIXCLOUD_CONFIG_DIR: configDir,
    ...opts.env,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(opts.input ?? "");
  });
}

/** A pass-through HTTP proxy in front of `target` that records the path of every request. */
export async function startRecorder(
  target: string,
): Promise<{ url: string; paths: string[]; bodies: Map<string, string[]>; close(): Promise<void> }> {
  const { createServer, request } = await import("node:http");
  const paths: string[] = [];
  /** Request bodies by path, in order (text as sent). */
  const bodies = new Map<string, string[]>();
  const to = new URL(target);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    paths.push(path);
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () =>
      bodies.set(path, [...(bodies.get(path) ?? []), Buffer.concat(chunks).toString("utf8")]),
    );
    const upstream = request(
      { host: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    bodies,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
