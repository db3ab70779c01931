// Network failures and --timeout/--debug end to end: the CLI in
// process (./harness.ts) against refused ports, an unknown host, a server that never answers
// and a proxy that drops the connection in the middle of an export. Each prints one line naming
// the URL and the cause, exits 5 and leaves no partial file; --debug shows every call without
// the token. The timeout is the test's to fire: AbortSignal.timeout (the SDK's per-call limit)
// is spied on, and the silent server's request is the moment it runs out.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSandbox } from "@fixcloud/fixtures";
import { ConnectionError, createClient, TimeoutError } from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ExitCode, exitCodeFor } from "../src/exit-codes.js";
import { formatNetworkError, NetworkFailure } from "../src/net/failure.js";
import { cli as run, start } from "./harness.js";

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
let sandbox: Sandbox;
let token: string;
let dir: string;
const servers: Server[] = [];

const listen = async (server: Server) => {
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** A port nothing listens on: bound, then closed. */
async function closedPort(): Promise<string> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  sandbox = await startSandbox({ memory: true, captcha: "1234", port: 0 });
  const anon = createClient({ baseURL: sandbox.url });
  const { uuid } = await anon.session.captcha();
  token = (
    await anon.session.loginByUsername({
      username: "demo",
      password: process.env.FIXCLOUD_DEMO_PASSWORD ?? "Demo@2026",
      code: "1234",
      uuid,
    })
  ).token;
  dir = mkdtempSync(join(tmpdir(), "fixcloud-net-"));
}, 60_000);
afterAll(async () => {
  for (const s of servers) s.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

const cli = (args: string[], env: Record<string, string> = {}) =>
  run(args, { configDir: join(dir, "cfg"), env: { FIXCLOUD_TOKEN: token, ...env } });

/** One line on stderr, no stack trace. */
function oneLine(stderr: string): string {
  const lines = stderr.trimEnd().split("\n");
  expect(lines, stderr).toHaveLength(1);
  expect(stderr).not.toMatch(/\n\s+at /);
  return lines[0]!;
}

describe("a network failure is one line naming the URL and the cause, exit 5", () => {
  it("connection refused, in both languages", async () => {
    const base = await closedPort();
    const en = await cli(["accounts", "list", "--base-url", base]);
    expect(en.code).toBe(ExitCode.CONNECTION);
    // The first call names the URL (with a bare FIXCLOUD_TOKEN it is the identity lookup).
    expect(oneLine(en.stderr)).toMatch(
      new RegExp(`^Error: cannot reach ${base}/api/\\S+: connection refused$`),
    );
    const zh = await cli(["accounts", "list", "--base-url", base, "--lang", "zh-CN"]);
    expect(zh.code).toBe(ExitCode.CONNECTION);
    expect(oneLine(zh.stderr)).toContain(`无法连接 ${base}/api/`);
    expect(zh.stderr).toContain("连接被拒绝");
  });

  it("an unknown host (DNS)", async () => {
    const r = await cli(["notices", "list", "--base-url", "http://no-such-host.invalid"]);
    expect(r.code).toBe(ExitCode.CONNECTION);
    expect(oneLine(r.stderr)).toMatch(
      /cannot reach http:\/\/no-such-host\.invalid\/api\/.*: host name not found/,
    );
  });

  it("no answer within --timeout", async () => {
    let asked: () => void = () => {};
    const asking = new Promise<void>((r) => {
      asked = r;
    });
    const silent = await listen(createServer(() => asked()));
    // The call's time runs out when the test says: once the silent server has the request.
    const limits: number[] = [];
    const expire = new AbortController();
    const timeout = vi.spyOn(AbortSignal, "timeout").mockImplementation((ms: number) => {
      limits.push(ms);
      return expire.signal;
    });
    try {
      const running = start(["accounts", "list", "--base-url", silent, "--timeout", "1"], {
        configDir: join(dir, "cfg"),
        env: { FIXCLOUD_TOKEN: token },
      });
      await asking;
      expire.abort(new DOMException("The operation was aborted due to timeout", "TimeoutError"));
      const r = await running.done;
      expect(limits).toEqual([1000]);
      expect(r.code).toBe(ExitCode.CONNECTION);
      expect(oneLine(r.stderr)).toMatch(
        new RegExp(`^Error: cannot reach ${silent}/api/\\S+: no answer within 1 s \\(--timeout\\)$`),
      );
    } finally {
      timeout.mockRestore();
    }
  });

  it("a bad --timeout is a usage error before any call", async () => {
    const r = await cli(["accounts", "list", "--timeout", "soon", "--base-url", await closedPort()]);
    expect(r.code).toBe(ExitCode.USAGE);
    expect(oneLine(r.stderr)).toContain("--timeout");
  });

  it("the connection closed mid-export: exit 5, one line, no partial file", async () => {
    // A proxy that passes the first list pages and cuts the fourth off halfway through its body.
    let lists = 0;
    const to = new URL(sandbox.url);
    const proxy = await listen(
      createServer((req, res) => {
        const cut = req.url?.endsWith("/selectAccServList") && ++lists === 4;
        const upstream = request(
          { host: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers },
          (answer) => {
            const headers = { ...answer.headers };
            delete headers["content-length"];
            res.writeHead(answer.statusCode ?? 502, headers);
            if (!cut) return answer.pipe(res);
            // Half of the first chunk, then the connection goes, once that half is on its way.
            answer.once("data", (chunk: Buffer) => {
              res.write(chunk.subarray(0, Math.floor(chunk.length / 2)), () => res.socket?.destroy());
            });
          },
        );
        req.pipe(upstream);
      }),
    );
    for (const ext of ["xlsx", "csv"]) {
      lists = 0;
      const out = join(dir, `cut-${ext}`);
      mkdirSync(out);
      const r = await cli(
        ["accounts", "export", "--all", "--out", join(out, `all.${ext}`), "--part-size", "20"],
        {
          FIXCLOUD_BASE_URL: proxy,
        },
      );
      expect(r.code, r.stderr).toBe(ExitCode.CONNECTION);
      expect(oneLine(r.stderr)).toMatch(
        new RegExp(`cannot reach ${proxy}/api/console/accountList/selectAccServList: connection closed`),
      );
      expect(readdirSync(out)).toEqual([]);
    }
    // `accounts list` reads its pages through the same light transport (node:http).
    lists = 0;
    const r = await cli(["accounts", "list", "--all", "--page-size", "20", "--output", "json"], {
      FIXCLOUD_BASE_URL: proxy,
    });
    expect(r.code, r.stderr).toBe(ExitCode.CONNECTION);
    expect(oneLine(r.stderr)).toMatch(
      new RegExp(`cannot reach ${proxy}/api/console/accountList/selectAccServList: connection closed`),
    );
  });
});

describe("--debug and FIXCLOUD_DEBUG=api", () => {
  it("print method, URL, status and time of every call, never the token", async () => {
    const ways: { args: string[]; env: Record<string, string> }[] = [
      { args: ["--debug"], env: {} },
      { args: [], env: { FIXCLOUD_DEBUG: "api" } },
    ];
    for (const how of ways) {
      const r = await cli(["notices", "list", "--base-url", sandbox.url, ...how.args], how.env);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toMatch(/\[debug\] POST http:\/\/127\.0\.0\.1:\d+\/api\/\S+ 200 \d+ ms/);
      expect(r.stderr).toContain("token=<redacted>");
      expect(r.stderr).not.toContain(token);
    }
  });

  it("are silent without them", async () => {
    const r = await cli(["notices", "list", "--base-url", sandbox.url]);
    expect(r.stderr).not.toContain("[debug]");
  });
});

describe("files that cannot be read are named, never a raw EISDIR/ENOENT/JSON error", () => {
  it("an ids file that is a directory or missing (exit 2)", async () => {
    const d = join(dir, "ids-dir.csv");
    mkdirSync(d, { recursive: true });
    for (const [file, says] of [
      [d, /is a directory/],
      [join(dir, "missing.txt"), /does not exist|no such file/],
    ] as const) {
      const r = await cli([
        "accounts",
        "disable",
        "--ids-file",
        file,
        "--dry-run",
        "--base-url",
        sandbox.url,
      ]);
      expect(r.code).toBe(ExitCode.USAGE);
      expect(oneLine(r.stderr)).toContain(`${file}`);
      expect(r.stderr).toMatch(says);
      expect(r.stderr).not.toMatch(/EISDIR|ENOENT/);
    }
  });

  it("a config file that is not JSON (exit 2, the file named)", async () => {
    const cfg = join(dir, "broken-cfg");
    mkdirSync(cfg);
    writeFileSync(join(cfg, "config.json"), "{not json");
    const r = await run(["notices", "list"], { configDir: cfg, env: { FIXCLOUD_TOKEN: token } });
    expect(r.code).toBe(ExitCode.USAGE);
    expect(oneLine(r.stderr)).toContain(join(cfg, "config.json"));
    expect(r.stderr).toContain("not valid JSON");
  });

  it("an upload file that is a directory (exit 2)", async () => {
    const d = join(dir, "upload-dir.xlsx");
    mkdirSync(d, { recursive: true });
    const r = await cli(["pools", "devices", "upload", d, "--pool", "P1", "--yes"]);
    expect(r.code).toBe(ExitCode.USAGE);
    expect(oneLine(r.stderr)).toContain("is a directory");
  });
});

describe("formatNetworkError (the line the bulk verbs print before their resume hint)", () => {
  const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
  const failure = new ConnectionError("network", {
    cause: new NetworkFailure("http://h/api/x?q=1", new TypeError("fetch failed", { cause: refused })),
  });
  it("names the URL (no query) and the cause, in both languages; exit 5", () => {
    expect(formatNetworkError(failure, "en")).toBe("cannot reach http://h/api/x: connection refused");
    expect(formatNetworkError(failure, "zh-CN")).toBe("无法连接 http://h/api/x：连接被拒绝");
    expect(exitCodeFor(failure)).toBe(ExitCode.CONNECTION);
    expect(exitCodeFor(new TimeoutError("t"))).toBe(ExitCode.CONNECTION);
  });
  it.each([
    ["ENOTFOUND", "host name not found"],
    ["CERT_HAS_EXPIRED", "TLS/certificate problem (CERT_HAS_EXPIRED)"],
    ["UND_ERR_SOCKET", "connection closed"],
    ["ECONNRESET", "connection closed"],
    ["ETIMEDOUT", "no answer in time"],
  ])("%s", (code, says) => {
    const e = new NetworkFailure("http://h/api/x", Object.assign(new Error(code), { code }));
    expect(formatNetworkError(e, "en")).toContain(says);
    expect(exitCodeFor(e)).toBe(ExitCode.CONNECTION);
  });
});
