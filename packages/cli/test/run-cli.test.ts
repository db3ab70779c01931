// One run of the command line in process (src/run-cli.ts): it answers with its exit code,
// writes only to the run's streams (commander's help and errors included, never the process's),
// and leaves nothing behind for the next run: no process.exitCode, and no signal or exit
// listener more than before it, for the commands that take signals while they run (a bulk
// job, an export, a captcha shown at a terminal, the event stream of `listen`).
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ExitCode } from "../src/exit-codes.js";
import { runCli } from "../src/run-cli.js";
import { cli, DEAD_URL, PASSWORD, testIo } from "./harness.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

// The prompts of `login` at a terminal, answered by the test.
const prompts = vi.hoisted(() => ({ input: vi.fn(), password: vi.fn() }));
vi.mock("@inquirer/prompts", () => prompts);

let session: SignedIn;
let dir: string;

beforeAll(async () => {
  session = await signedInSandbox("fixcloud-run-cli-");
  dir = mkdtempSync(join(tmpdir(), "fixcloud-run-cli-out-"));
});
afterAll(async () => {
  await session?.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

describe("runCli", () => {
  it("answers the exit code and writes to the run's streams only, commander's output included", async () => {
    const out = vi.spyOn(process.stdout, "write");
    const err = vi.spyOn(process.stderr, "write");
    const run = async (args: string[], env: Record<string, string> = {}) => {
      const { io, stdout, stderr } = testIo({ configDir: session.dir, env });
      const code = await runCli(args, io);
      return { code, stdout: stdout.text, stderr: stderr.text };
    };
    const help = await run(["accounts", "--help"]);
    expect(help).toMatchObject({ code: ExitCode.OK, stderr: "" });
    expect(help.stdout).toMatch(/^Usage: fixcloud accounts/);
    const version = await run(["--version"]);
    expect(version.code).toBe(ExitCode.OK);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+/);
    const unknown = await run(["accounts", "list", "--frobnicate"]);
    expect(unknown).toMatchObject({ code: ExitCode.USAGE, stdout: "" });
    expect(unknown.stderr).toMatch(/^error: unknown option '--frobnicate'/);
    const signedOut = await run(["accounts", "list", "--base-url", DEAD_URL]);
    expect(signedOut.code).toBe(ExitCode.AUTH);
    expect(signedOut.stderr).toMatch(/Not signed in/);
    const environment = await run(["help", "environment"]);
    expect(environment.stdout).toContain("FIXCLOUD_TOKEN");
    const data = await run(["notices", "list", "--output", "json"], session.env);
    expect(data.code, data.stderr).toBe(ExitCode.OK);
    expect(Array.isArray(JSON.parse(data.stdout))).toBe(true);
    expect(out).not.toHaveBeenCalled();
    expect(err).not.toHaveBeenCalled();
  });

  it("takes the profile store and clock a caller gives", async () => {
    const profiles: Record<string, Record<string, unknown>> = {
      default: {
        baseURL: session.url,
        token: session.env.FIXCLOUD_TOKEN,
        tokenExpiresAt: "2030-01-01T00:00:00Z",
      },
    };
    const store = {
      path: join(dir, "memory.json"),
      get: (n: string) => ({ ...profiles[n] }),
      set: (n: string, p: Record<string, unknown>) => {
        profiles[n] = p;
      },
    };
    const before = await cli(["whoami", "--output", "json"], { configDir: dir, store });
    expect(before.code, before.stderr).toBe(ExitCode.OK);
    expect(JSON.parse(before.stdout)).toMatchObject({ user_name: "demo" });
    // The same profile, read at a time after its token's expiry: not signed in, no call made.
    const later = await cli(["whoami"], {
      configDir: dir,
      store,
      now: () => Date.parse("2031-01-01T00:00:00Z"),
    });
    expect(later.code).toBe(ExitCode.AUTH);
    expect(later.stderr).toMatch(/expired/);
  });
});

/** How many listeners the process has for each signal and for exit. */
const listeners = () =>
  Object.fromEntries(
    (["SIGINT", "SIGTERM", "SIGHUP", "exit"] as const).map((e) => [e, process.listenerCount(e)]),
  );

describe("a run leaves nothing behind", () => {
  /** A stream that sends its secret and hangs up at once (`listen` then ends: exit 5). */
  async function shortStream(): Promise<{ url: string; close(): Promise<void> }> {
    const server = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.end(
        `event: ready\ndata: ${JSON.stringify({ secret: "whsec_MDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAw" })}\n\n`,
      );
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () =>
        new Promise<void>((r) => {
          server.closeAllConnections();
          server.close(() => r());
        }),
    };
  }

  it("the commands that take signals add no listener run after run, and never set process.exitCode", async () => {
    const [account] = (await session.client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list;
    const stream = await shortStream();
    let n = 0;
    const runs: (() => Promise<number>)[] = [
      // A bulk job: it owns SIGINT and SIGTERM while it runs, and holds a lock.
      async () =>
        (
          await cli(["accounts", "remark", "--remark", `run ${++n}`, "--ids", account!.id, "--yes"], {
            configDir: session.dir,
            env: session.env,
          })
        ).code,
      // An export: its part file is removed on SIGINT, SIGTERM or SIGHUP.
      async () =>
        (
          await cli(["accounts", "export", "--ids", account!.id, "--force", "--out", join(dir, "one.csv")], {
            configDir: session.dir,
            env: session.env,
          })
        ).code,
      // A captcha shown at a terminal: its file is removed at exit, on SIGINT and SIGTERM.
      async () => {
        prompts.input.mockResolvedValueOnce("demo").mockResolvedValueOnce("1234");
        prompts.password.mockResolvedValueOnce(PASSWORD);
        return (
          await cli(["login", "--base-url", session.url], {
            configDir: mkdtempSync(join(dir, "tty-")),
            tty: true,
            env: { FIXCLOUD_NO_OPEN: "1" },
          })
        ).code;
      },
      // `listen`: it stops on SIGINT or SIGTERM.
      async () =>
        (
          await cli(["listen"], {
            configDir: session.dir,
            env: { ...session.env, FIXCLOUD_BASE_URL: stream.url, FIXCLOUD_ROLE_CODE: "none" },
          })
        ).code,
    ];
    try {
      const expected = [ExitCode.OK, ExitCode.OK, ExitCode.OK, ExitCode.CONNECTION];
      // The first round loads the modules, some of which listen once per process (conf's
      // atomic writer, the lock's cleanup): the second round is measured against it.
      for (const [i, run] of runs.entries()) expect(await run(), `run ${i}`).toBe(expected[i]);
      const after = listeners();
      for (const [i, run] of runs.entries()) {
        expect(await run(), `run ${i}`).toBe(expected[i]);
        expect(listeners(), `run ${i}`).toEqual(after);
      }
      expect(process.exitCode).toBeUndefined();
    } finally {
      await stream.close();
    }
  });
});
