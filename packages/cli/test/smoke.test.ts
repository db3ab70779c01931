// Smoke tests of the built `fixcloud` (dist/, built here when a source file is newer: see
// ./bin-harness.ts): what only the artefact can show. It starts and prints its help in both
// languages, maps outcomes to exit codes as a process, keeps its entry bundle light, loads its
// bundles through the V8 code cache, survives being stopped by a real SIGINT, SIGTERM or
// SIGKILL (a bulk job resumed exactly once; an export leaving no file), and completes in a real
// bash. Everything else is tested in process (./harness.ts). Each test waits for the event that
// proves it (a journal or part file written, watched; a process closed), never for time.
import { execFileSync, spawn } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer, request, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSandbox } from "@fixcloud/fixtures";
import { type Account, createClient, type FixcloudClient } from "@fixcloud/sdk";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExitCode, exitCodesHelp } from "../src/exit-codes.js";
import { BIN, binEnv, ensureBuilt, PKG, runBin } from "./bin-harness.js";
import { DEAD_URL, PASSWORD } from "./harness.js";
import { whenFile } from "./watch.js";

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

let dir: string;

beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(join(tmpdir(), "fixcloud-smoke-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The bin running in the background: its stderr so far and its exit code. */
function spawnBin(configDir: string, args: string[]) {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: binEnv(configDir),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stdout.resume();
  child.stderr.on("data", (d) => (stderr += d));
  const exited = new Promise<{ code: number | null; stderr: string }>((r) =>
    child.on("close", (code) => r({ code, stderr })),
  );
  return { child, exited };
}

/** Sign the demo user in with the bin (a profile in `configDir`); an SDK client with its token. */
async function signIn(sandbox: Sandbox, configDir: string): Promise<FixcloudClient> {
  const login = await runBin(
    configDir,
    ["login", "--username", "demo", "--password-stdin", "--captcha", "1234", "--base-url", sandbox.url],
    { input: PASSWORD },
  );
  expect(login.code, login.stderr).toBe(0);
  const token = JSON.parse(readFileSync(join(configDir, "config.json"), "utf8")).profiles.default.token;
  return createClient({ baseURL: sandbox.url, token, language: "en" });
}

async function all(client: FixcloudClient, filter: Parameters<FixcloudClient["accounts"]["listAll"]>[0]) {
  const rows: Account[] = [];
  for await (const r of client.accounts.listAll(filter, 1000)) rows.push(r);
  return rows;
}

describe("the built bin", () => {
  it("starts: --version prints the version, no arguments print the help", async () => {
    const version = JSON.parse(readFileSync(join(PKG, "package.json"), "utf8")).version as string;
    const [v, bare] = await Promise.all([runBin(dir, ["--version"]), runBin(dir, [])]);
    expect(v.code).toBe(0);
    expect(v.stdout).toBe(`${version}\n`);
    expect(bare.code).toBe(0);
    expect(bare.stdout).toMatch(/^Usage: fixcloud /);
  });

  it("prints its help in English and, with a Chinese locale, in Chinese", async () => {
    const [en, zh] = await Promise.all([
      runBin(dir, ["--help"]),
      runBin(dir, ["accounts", "--help"], { env: { LANG: "zh_CN.UTF-8" } }),
    ]);
    expect(en.code).toBe(0);
    expect(en.stdout).toMatch(/^Usage: fixcloud /);
    expect(en.stdout).toContain("accounts");
    expect(en.stdout).toContain(exitCodesHelp("en"));
    expect(zh.code).toBe(0);
    expect(zh.stdout).toMatch(/^用法： fixcloud accounts/);
    expect(zh.stdout).toContain("示例：");
    expect(zh.stdout).toContain("服务账号");
  });

  it("maps outcomes to its exit code: a usage error 2, not signed in 4, an unreachable server 5", async () => {
    const [usage, auth, connection] = await Promise.all([
      runBin(dir, ["accounts", "list", "--frobnicate"]),
      runBin(dir, ["accounts", "list", "--base-url", DEAD_URL]),
      runBin(dir, ["accounts", "list", "--base-url", DEAD_URL], { env: { FIXCLOUD_TOKEN: "whatever" } }),
    ]);
    expect(usage.code).toBe(ExitCode.USAGE);
    expect(usage.stderr).toMatch(/^error: unknown option '--frobnicate'/);
    expect(auth.code).toBe(ExitCode.AUTH);
    expect(auth.stderr).toMatch(/Not signed in/);
    expect(connection.code).toBe(ExitCode.CONNECTION);
    expect(connection.stderr).toMatch(/cannot reach http:\/\/127\.0\.0\.1:9\//);
    for (const r of [usage, auth, connection]) expect(r.stdout).toBe("");
  });

  it("starts without the heavy modules: the entry bundle has no zod, dayjs, node-forge, exceljs, conf or prompts", () => {
    const entry = readFileSync(BIN, "utf8");
    for (const marker of ["$ZodType", "isDayjs", "forge.pki", "ExcelJS"])
      expect(entry, marker).not.toContain(marker);
    for (const dep of [
      "conf",
      "@inquirer/prompts",
      "exceljs",
      "cli-table3",
      "cli-progress",
      "jq-wasm",
      "node-fetch-native",
    ])
      expect(entry, dep).not.toContain(`require("${dep}")`);
  });
});

describe("the code-cache loader (src/boot.ts)", () => {
  const BOOT = join(PKG, "dist", "boot.js");

  /** Load `file` through the built loader in a new process (each command is one); its printed `value` export. */
  function load(file: string, env: Record<string, string> = {}): string {
    const script = `process.stdout.write(String(require(${JSON.stringify(BOOT)}).loadFile(process.argv[1]).value))`;
    return execFileSync(process.execPath, ["-e", script, file], {
      env: { PATH: process.env.PATH, HOME: dir, XDG_CACHE_HOME: join(dir, "cache"), ...env },
      encoding: "utf8",
    });
  }

  const cached = () => {
    const v8 = join(dir, "cache", "fixcloud", "v8");
    return existsSync(v8) ? readdirSync(v8).filter((f) => f.endsWith(".bin")) : [];
  };

  it("runs a bundle, caches it once, and never runs the bytecode of an edited text", () => {
    const file = join(dir, "bundle.cjs");
    // A relative require resolves from the bundle's own folder, as with `require`; a `#!` line is allowed.
    writeFileSync(join(dir, "helper.cjs"), "module.exports = 'one';\n");
    writeFileSync(file, "#!/usr/bin/env node\nexports.value = require('./helper.cjs');\n");
    expect(load(file)).toBe("one");
    expect(cached()).toHaveLength(1);
    expect(load(file)).toBe("one");
    expect(cached()).toHaveLength(1);
    // Same length, other text: V8 alone would accept the old cache and run the old code.
    writeFileSync(file, "#!/usr/bin/env node\nexports.value = 'two' + '';/*twelve!!!*/\n");
    expect(load(file)).toBe("two");
  });

  it("writes no cache with NODE_DISABLE_COMPILE_CACHE", () => {
    rmSync(join(dir, "cache"), { recursive: true, force: true });
    const file = join(dir, "plain.cjs");
    writeFileSync(file, "exports.value = 42;\n");
    expect(load(file, { NODE_DISABLE_COMPILE_CACHE: "1" })).toBe("42");
    expect(cached()).toHaveLength(0);
  });
});

describe("a bulk run stopped by a signal and run again", () => {
  let sandbox: Sandbox;
  let configDir: string;
  let dataDir: string;
  let client: FixcloudClient;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "fixcloud-smoke-data-"));
    configDir = mkdtempSync(join(tmpdir(), "fixcloud-smoke-bulk-"));
    sandbox = await startSandbox({ dataDir, accounts: 3000, captcha: "1234", port: 0 });
    client = await signIn(sandbox, configDir);
  });
  afterAll(async () => {
    await sandbox?.close();
    for (const d of [configDir, dataDir]) if (d) rmSync(d, { recursive: true, force: true });
  });

  /** The journal `name` in the config dir, once it shows a finished chunk of a running job. */
  const firstDoneChunk = (name: string) =>
    whenFile(
      configDir,
      (file, text) => file === name && /"state": ?"done"/.test(text) && /"state": ?"running"/.test(text),
    );

  it("SIGINT: exit 130 with the journal saved and the command to resume; the rerun resumes", async () => {
    const journal = join(configDir, "remark.json");
    const args = [
      "accounts",
      "remark",
      "--remark",
      "night shift",
      "--all",
      "--type",
      "cloud-chip",
      "--chunk-size",
      "50",
      "--journal",
      journal,
      "--yes",
      "--output",
      "table",
      "--base-url",
      sandbox.url,
    ];
    const run = spawnBin(configDir, args);
    await firstDoneChunk("remark.json");
    run.child.kill("SIGINT");
    const stopped = await run.exited;
    expect(stopped.code).toBe(ExitCode.INTERRUPTED);
    expect(stopped.stderr).toMatch(/Resume with:\n\s+fixcloud .*accounts remark/);
    expect(JSON.parse(readFileSync(journal, "utf8")).state).toBe("interrupted");
    const again = await runBin(configDir, args);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(/Resuming/);
    expect(JSON.parse(readFileSync(journal, "utf8")).state).toBe("done");
  });

  it("SIGKILL after a finished chunk: the rerun finishes the rest without repeating or skipping any account", async () => {
    const pending = (await all(client, { selectType: 1, serviceState: 1, disableState: 1 })).map((a) => a.id);
    expect(pending.length).toBeGreaterThan(100);
    const journal = join(configDir, "activate.json");
    const args = [
      "accounts",
      "activate",
      "--service-state",
      "1",
      "--disable-state",
      "1",
      "--chunk-size",
      "10",
      "--journal",
      journal,
      "--yes",
      "--output",
      "json",
      "--base-url",
      sandbox.url,
    ];
    const run = spawnBin(configDir, args);
    await firstDoneChunk("activate.json");
    run.child.kill("SIGKILL");
    await run.exited;
    const killed = JSON.parse(readFileSync(journal, "utf8"));
    expect(killed.state).toBe("running");
    const doneBefore = killed.chunks.filter((c: { state: string }) => c.state === "done").length;
    expect(doneBefore).toBeGreaterThanOrEqual(1);
    expect(doneBefore).toBeLessThan(killed.chunks.length);

    const again = await runBin(configDir, args);
    expect(again.code, again.stderr).toBe(0);
    const summary = JSON.parse(again.stdout);
    expect(summary.state).toBe("finished");
    expect(summary.failed).toEqual([]);
    expect(summary.succeeded + summary.skipped.length).toBe(pending.length);

    // Every originally pending account is in service, with exactly one activation audit row.
    const stillPending = new Set((await all(client, { selectType: 1, serviceState: 1 })).map((a) => a.id));
    for (const id of pending) expect(stillPending.has(id), id).toBe(false);
    const res = await fetch(
      `${sandbox.url}/__sandbox/audit?entity=service_account&action=activate&limit=10000`,
    );
    const audit = ((await res.json()) as { data: { list: { entityId: string }[] } }).data.list;
    const perAccount = new Map<string, number>();
    for (const row of audit) perAccount.set(row.entityId, (perAccount.get(row.entityId) ?? 0) + 1);
    for (const id of pending) expect(perAccount.get(id), id).toBe(1);
    // Exact even when the kill fell between a submit and its journal entry: the chunk is sent
    // again with the same idempotency key and answers the batch it had started.
    expect(summary.succeeded).toBe(pending.length);
  });
});

/**
 * A proxy to `target` that holds the answers of the accounts list after its first page until
 * `release()`: an export is mid-way for as long as the test wants.
 */
async function holdingProxy(
  target: string,
): Promise<{ url: string; release(): void; close(): Promise<void> }> {
  const to = new URL(target);
  const held: (() => void)[] = [];
  let released = false;
  let pages = 0;
  const server = createServer((req, res: ServerResponse) => {
    const page = req.url?.endsWith("/selectAccServList") === true;
    const upstream = request(
      { host: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const forward = () => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        };
        if (released || !page || pages++ === 0) forward();
        else held.push(forward);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    release() {
      released = true;
      for (const forward of held.splice(0)) forward();
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

describe("an export to .xlsx", () => {
  it("killed with SIGTERM mid-way leaves no file; run again, the workbook has every row", async () => {
    const sandbox = await startSandbox({ memory: true, captcha: "1234", port: 0 });
    const proxy = await holdingProxy(sandbox.url);
    const configDir = mkdtempSync(join(tmpdir(), "fixcloud-smoke-export-"));
    try {
      const client = await signIn(sandbox, configDir);
      const total = (await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1 })).total;
      const outDir = join(configDir, "out");
      mkdirSync(outDir);
      const out = join(outDir, "all.xlsx");
      const token = JSON.parse(readFileSync(join(configDir, "config.json"), "utf8")).profiles.default.token;
      const args = ["accounts", "export", "--all", "--part-size", "10", "--out", out];
      const run = spawn(process.execPath, [BIN, ...args], {
        env: binEnv(join(configDir, "ci"), { FIXCLOUD_TOKEN: token, FIXCLOUD_BASE_URL: proxy.url }),
        stdio: "ignore",
      });
      const exited = new Promise<number | null>((r) => run.on("close", r));
      // Once the part file exists, rows are being written and the later pages are held.
      await whenFile(outDir, (name) => name.endsWith(".part"));
      run.kill("SIGTERM");
      expect(await exited).toBe(ExitCode.INTERRUPTED);
      expect(readdirSync(outDir)).toEqual([]);

      proxy.release();
      const done = await runBin(join(configDir, "ci"), args, {
        env: { FIXCLOUD_TOKEN: token, FIXCLOUD_BASE_URL: sandbox.url },
      });
      expect(done.code, done.stderr).toBe(0);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(out);
      expect(wb.worksheets[0]!.actualRowCount).toBe(total + 1);
    } finally {
      await proxy.close();
      await sandbox.close();
      rmSync(configDir, { recursive: true, force: true });
    }
  });
});

describe("completion in a real bash", () => {
  it("evaluates `fixcloud completion bash` and completes a noun and a flag's values on Tab", () => {
    // `fixcloud` on PATH, as an installed bin is.
    const binDir = join(dir, "bin");
    mkdirSync(binDir, { recursive: true });
    writeFileSync(join(binDir, "fixcloud"), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
    chmodSync(join(binDir, "fixcloud"), 0o755);
    /** COMPREPLY after a Tab at the end of each line, in one bash that evaluated the script. */
    const script = (lines: string[]) => `
      eval "$(fixcloud completion bash)"
      complete -p fixcloud
      for COMP_LINE in ${lines.map((l) => JSON.stringify(l)).join(" ")}; do
        COMP_POINT=\${#COMP_LINE}
        read -ra COMP_WORDS <<< "$COMP_LINE"
        [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
        COMP_CWORD=$(( \${#COMP_WORDS[@]} - 1 ))
        _fixcloud_completion
        echo "\${COMPREPLY[*]}"
      done
    `;
    const out = execFileSync(
      "bash",
      ["--norc", "--noprofile", "-c", script(["fixcloud acc", "fixcloud accounts list --output "])],
      {
        env: {
          PATH: `${binDir}:${process.env.PATH}`,
          HOME: dir,
          LANG: "en_US.UTF-8",
          FIXCLOUD_CONFIG_DIR: dir,
        },
        encoding: "utf8",
      },
    );
    expect(out.split("\n").filter(Boolean)).toEqual([
      "complete -o default -F _fixcloud_completion fixcloud",
      "accounts",
      "table json csv",
    ]);
  });
});

describe("a long command stopped by a signal", () => {
  // The server takes the request and never answers: the command waits on the network, the
  // case of `list --all`, an export or a probe between two answers. README: 130 for Ctrl+C and
  // SIGTERM alike, never the death by signal (143, or no exit code at all), within 1 s.
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    it(`${signal}: accounts list --all ends within 1 s with exit 130`, async () => {
      let asked!: () => void;
      const started = new Promise<void>((r) => {
        asked = r;
      });
      const server = createServer(() => asked());
      await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
      const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      try {
        const child = spawn(process.execPath, [BIN, "accounts", "list", "--all", "--output", "json"], {
          env: binEnv(join(dir, `stop-${signal}`), { FIXCLOUD_TOKEN: "t", FIXCLOUD_BASE_URL: url }),
          stdio: "ignore",
        });
        const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
          child.on("close", (code, sig) => r({ code, signal: sig })),
        );
        await started;
        const t = performance.now();
        child.kill(signal);
        expect(await closed).toEqual({ code: ExitCode.INTERRUPTED, signal: null });
        expect(performance.now() - t).toBeLessThan(1000);
      } finally {
        server.closeAllConnections();
        await new Promise<void>((r) => server.close(() => r()));
      }
    });
});
