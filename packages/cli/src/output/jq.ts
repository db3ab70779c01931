// The jq behind `--jq` (docs/cli-output.md "--jq"). The
// jq on PATH when there is one (FIXCLOUD_JQ names another, or `builtin`): the JSON is streamed
// into its stdin and its output streamed out, so 100,000 rows cost what
// `--output json | jq` costs. Without one, jq 1.8 compiled to WebAssembly (jq-wasm), in a worker
// thread: a long filter never blocks this thread, so Ctrl+C and SIGTERM still end the run at
// once; its heap holds a few tens of MB of JSON, past which it says to install jq.
// Either way the run owns SIGINT/SIGTERM while jq works: the first one stops jq and the run
// ends with exit 130 (StoppedError).
import { spawn } from "node:child_process";
import { accessSync, constants, statSync } from "node:fs";
import { delimiter, join } from "node:path";
import { StringDecoder } from "node:string_decoder";
import type { Context, TextOut } from "../context.js";
import { StoppedError, UsageError } from "../errors.js";
import { ownSignals } from "../signals.js";

/** How `--jq` prints: strings raw, everything else as JSON, one result a line (jq's `-r`). */
const FLAGS = ["-r"];

/** The jq program to run: a path, or undefined for the built-in one. */
export function findJq(env: NodeJS.ProcessEnv): string | undefined {
  const chosen = env.FIXCLOUD_JQ?.trim();
  if (chosen === "builtin") return undefined;
  if (chosen) return chosen;
  const name = process.platform === "win32" ? "jq.exe" : "jq";
  for (const dir of (env.PATH ?? "").split(delimiter)) {
    if (!dir) continue;
    const path = join(dir, name);
    try {
      accessSync(path, constants.X_OK);
      if (statSync(path).isFile()) return path;
    } catch {
      // Not here: the next directory.
    }
  }
  return undefined;
}

/** jq's error lines as one sentence (without its "N compile errors" count line). */
function jqMessage(stderr: string): string {
  return stderr
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !/^jq: \d+ compile errors?$/.test(l))
    .join(" ");
}

/**
 * Run `program` over `value` and write what jq prints to `out`, as it comes.
 * @throws UsageError with jq's own message for a bad program or a failed evaluation, or when
 *   FIXCLOUD_JQ names no program; StoppedError (exit 130) at SIGINT/SIGTERM; an Error when the
 *   built-in jq cannot hold the JSON.
 */
export async function writeJq(
  ctx: Pick<Context, "t" | "io">,
  value: unknown,
  program: string,
  out: TextOut,
): Promise<void> {
  const jq = findJq(ctx.io.env);
  if (jq) await systemJq(ctx, jq, value, program, out);
  else await builtinJq(ctx, value, program, out);
}

/** The JSON text of `value`, compact, in pieces (an array row by row), so no piece is huge. */
function* jsonPieces(value: unknown): Generator<string> {
  if (!Array.isArray(value)) {
    yield JSON.stringify(value ?? null);
    return;
  }
  yield "[";
  const BATCH = 500;
  for (let i = 0; i < value.length; i += BATCH) {
    const part = value.slice(i, i + BATCH).map((v) => JSON.stringify(v ?? null));
    yield (i === 0 ? "" : ",") + part.join(",");
  }
  yield "]";
}

function systemJq(
  ctx: Pick<Context, "t" | "io">,
  path: string,
  value: unknown,
  program: string,
  out: TextOut,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(path, [...FLAGS, program], { stdio: ["pipe", "pipe", "pipe"] });
    const decoder = new StringDecoder("utf8");
    let stderr = "";
    let stopped = false;
    const release = ownSignals(() => {
      stopped = true;
      child.kill("SIGKILL");
    });
    child.stdout.on("data", (chunk: Buffer) => {
      const text = decoder.write(chunk);
      if (text) out.write(text);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    // jq ending early (a bad program) closes its stdin: what is left is not needed.
    child.stdin.on("error", () => {});
    child.on("error", (e: NodeJS.ErrnoException) => {
      release();
      reject(e.code === "ENOENT" || e.code === "EACCES" ? new UsageError(ctx.t("jq.notFound", { path })) : e);
    });
    child.on("close", (code) => {
      release();
      const rest = decoder.end();
      if (rest) out.write(rest);
      if (stopped) reject(new StoppedError());
      else if (code === 0) resolve();
      else reject(new UsageError(ctx.t("jq.failed", { message: jqMessage(stderr) || `exit ${code}` })));
    });
    void (async () => {
      for (const piece of jsonPieces(value)) {
        if (stopped || child.stdin.destroyed) return;
        if (!child.stdin.write(piece))
          await new Promise<void>((r) => {
            const done = () => {
              child.stdin.off("drain", done);
              child.off("close", done);
              r();
            };
            child.stdin.once("drain", done);
            child.once("close", done);
          });
      }
      child.stdin.end();
    })();
  });
}

/**
 * The worker's program: load jq-wasm, run once, post `{ stdout, stderr, exitCode }` or
 * `{ crash }` (the wasm aborts when its heap is full).
 */
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { loadJq } = require(workerData.module);
loadJq()
  .then((jq) => parentPort.postMessage(jq.raw(workerData.input, workerData.program, workerData.flags)))
  .catch((e) => parentPort.postMessage({ crash: String(e && e.message || e) }));
`;

/**
 * Where jq-wasm's CommonJS entry is, for the worker's `require`. This module always has a
 * `require`: the bundles of dist/ are CommonJS (tsup.config.ts) and vitest's module runner
 * gives one to the source.
 */
const jqWasmEntry = (): string => require.resolve("jq-wasm");

async function builtinJq(
  ctx: Pick<Context, "t" | "io">,
  value: unknown,
  program: string,
  out: TextOut,
): Promise<void> {
  const { Worker } = await import("node:worker_threads");
  const input = [...jsonPieces(value)].join("");
  const result = await new Promise<{ stdout: string; stderr: string; exitCode: number }>(
    (resolve, reject) => {
      const worker = new Worker(WORKER, {
        eval: true,
        workerData: { module: jqWasmEntry(), input, program, flags: FLAGS },
        // jq's exit code is the worker's own; the process's is the CLI's to give.
        stdout: true,
        stderr: true,
      });
      let stopped = false;
      const release = ownSignals(() => {
        stopped = true;
        void worker.terminate();
      });
      worker.once(
        "message",
        (m: { stdout: string; stderr: string; exitCode: number } | { crash: string }) => {
          release();
          void worker.terminate();
          if ("crash" in m)
            reject(new Error(ctx.t("jq.tooBig", { size: (Buffer.byteLength(input) / 1e6).toFixed(1) })));
          else resolve(m);
        },
      );
      worker.once("error", (e) => {
        release();
        reject(e);
      });
      worker.once("exit", () => {
        release();
        if (stopped) reject(new StoppedError());
      });
    },
  );
  if (result.exitCode !== 0 && result.stderr !== "")
    throw new UsageError(ctx.t("jq.failed", { message: jqMessage(result.stderr) }));
  if (result.stdout !== "") out.write(result.stdout.endsWith("\n") ? result.stdout : `${result.stdout}\n`);
}
