// The session verbs, against a sandbox on a free port: `whoami` and
// `auth status` ask the server (a token it refuses is exit 4), `auth token` is the one command
// that prints the token, and a sub-user's token alone works in CI (the role comes from the
// server; FIXCLOUD_ROLE_CODE overrides). Sign-in: one call per password, Ctrl+C at a prompt
// exits 130 quietly, and no captcha file outlives the command.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSandbox } from "@fixcloud/fixtures";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { reportError } from "../src/action.js";
import { parseOptions as parseLogin, run as runLogin } from "../src/commands/auth/login.js";
import type { Profile } from "../src/context.js";
import { exitCodeFor } from "../src/exit-codes.js";
import { cli, OPERATOR_PASSWORD, PASSWORD } from "./harness.js";
import { startRecorder } from "./recorder.js";
import { terminalContext } from "./terminal.js";

/** The system temp dir, taken before a test points TMPDIR elsewhere. */
const TMP = tmpdir();

// The prompts of `login` at a terminal, answered by each test.
const prompts = vi.hoisted(() => ({ input: vi.fn(), password: vi.fn() }));
vi.mock("@inquirer/prompts", () => prompts);

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
const dirs: string[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(TMP, prefix));
  dirs.push(dir);
  return dir;
}

const stored = (dir: string, name = "default"): Profile =>
  (JSON.parse(readFileSync(join(dir, "config.json"), "utf8")) as { profiles: Record<string, Profile> })
    .profiles[name]!;

async function signIn(dir: string, username: string, password: string): Promise<void> {
  const r = await cli(
    ["login", "--username", username, "--password-stdin", "--captcha", "1234", "--base-url", sandbox.url],
    { configDir: dir, input: password },
  );
  expect(r.code, r.stderr).toBe(0);
}

/** `fixcloud args` with `dir` as the config dir. */
const run = (dir: string, args: string[], opts: { env?: Record<string, string> } = {}) =>
  cli(args, { configDir: dir, ...opts });

beforeAll(async () => {
  sandbox = await startSandbox({ memory: true, captcha: "1234", port: 0 });
});

afterAll(async () => {
  await sandbox?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("whoami and auth status ask the server", () => {
  it("a stored token the server does not know: exit 4 and 'sign in', not a profile", async () => {
    const dir = tempDir("fixcloud-auth-garbage-");
    writeFileSync(
      join(dir, "config.json"),
      JSON.stringify({
        profiles: { default: { baseURL: sandbox.url, token: "garbage", user_name: "demo", accountType: 1 } },
      }),
      { mode: 0o600 },
    );
    for (const verb of [["whoami"], ["auth", "status"]]) {
      const r = await run(dir, [...verb, "--base-url", sandbox.url]);
      expect(r.code, verb.join(" ")).toBe(4);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(/not signed in at .* any more/);
      expect(r.stderr).toMatch(/fixcloud login/);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
    const env = await run(tempDir("fixcloud-auth-env-"), ["whoami", "--base-url", sandbox.url], {
      env: { FIXCLOUD_TOKEN: "garbage" },
    });
    expect(env.code).toBe(4);
    expect(env.stderr).toMatch(/does not accept FIXCLOUD_TOKEN/);
  });

  it("names profile, server, user, account type, role and token source, never the token", async () => {
    const dir = tempDir("fixcloud-auth-main-");
    await signIn(dir, "demo", PASSWORD);
    const token = stored(dir).token!;
    const [json, table] = await Promise.all([
      run(dir, ["auth", "status", "--output", "json", "--base-url", sandbox.url]),
      run(dir, ["whoami", "--output", "table", "--base-url", sandbox.url]),
    ]);
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({
      profile: "default",
      baseURL: sandbox.url,
      user_name: "demo",
      accountType: 1,
      roleCode: null,
      tokenSource: "config",
    });
    expect(table.stdout).toMatch(/Account type\t1 \(main account\)/);
    expect(table.stdout).toMatch(/Role\tnone \(main account/);
    for (const r of [json, table]) expect(r.stdout + r.stderr).not.toContain(token);
  });
});

describe("auth token and a sub-user's token in CI", () => {
  let dir: string;
  let token: string;

  beforeAll(async () => {
    dir = tempDir("fixcloud-auth-operator-");
    await signIn(dir, "operator", OPERATOR_PASSWORD);
    token = stored(dir).token!;
    expect(stored(dir).roleCode).toBe("operator");
  });

  it("prints the token alone on stdout and the role code on stderr; --output json gives both", async () => {
    const [plain, json] = await Promise.all([
      run(dir, ["auth", "token", "--base-url", sandbox.url]),
      run(dir, ["auth", "token", "--output", "json", "--base-url", sandbox.url]),
    ]);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toBe(`${token}\n`);
    expect(plain.stderr).toMatch(/Role code: operator/);
    expect(JSON.parse(json.stdout)).toEqual({ token, roleCode: "operator" });
  });

  it("works with FIXCLOUD_TOKEN alone: the role comes from the server", async () => {
    const empty = tempDir("fixcloud-auth-ci-");
    const env = { FIXCLOUD_TOKEN: token, CI: "true" };
    const [list, status] = await Promise.all([
      run(empty, ["accounts", "list", "--page-size", "5", "--output", "json", "--base-url", sandbox.url], {
        env,
      }),
      run(empty, ["auth", "status", "--output", "json", "--base-url", sandbox.url], { env }),
    ]);
    expect(list.code, list.stderr).toBe(0);
    expect(JSON.parse(list.stdout)).toHaveLength(5);
    expect(JSON.parse(status.stdout)).toMatchObject({
      user_name: "operator",
      accountType: 2,
      roleCode: "operator",
      tokenSource: "FIXCLOUD_TOKEN",
    });
    expect(status.stdout + status.stderr).not.toContain(token);
  });

  it("FIXCLOUD_ROLE_CODE overrides the server's role", async () => {
    const empty = tempDir("fixcloud-auth-role-");
    // `finance` is the operator's customer's role the operator does not hold: the server refuses it.
    const r = await run(empty, ["accounts", "list", "--output", "json", "--base-url", sandbox.url], {
      env: { FIXCLOUD_TOKEN: token, FIXCLOUD_ROLE_CODE: "finance" },
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/finance/);
  });
});

describe("login at a terminal", () => {
  let tmp: string;
  const oldTmp = process.env.TMPDIR;

  afterEach(() => {
    if (oldTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = oldTmp;
    prompts.input.mockReset();
    prompts.password.mockReset();
  });

  /** A context as at a terminal (stdin and stderr TTYs), its profile in memory, against `url`. */
  async function terminal(url: string) {
    tmp = tempDir("fixcloud-auth-tmp-");
    process.env.TMPDIR = tmp; // showCaptcha writes its file under os.tmpdir()
    return terminalContext(url, "en", { FIXCLOUD_NO_OPEN: "1" });
  }

  it("sends a wrong password once, says why, and leaves no captcha file", async () => {
    const recorder = await startRecorder(sandbox.url);
    try {
      const { ctx } = await terminal(recorder.url);
      prompts.input.mockResolvedValueOnce("demo").mockResolvedValue("1234");
      prompts.password.mockResolvedValue("Wrong@2026");
      const error = await runLogin(ctx, parseLogin([], {}, ctx)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/Wrong username or password/);
      expect(exitCodeFor(error)).toBe(1);
      expect(recorder.paths.filter((p) => p.endsWith("/loginByUsername"))).toHaveLength(1);
      expect(prompts.password).toHaveBeenCalledTimes(1);
      expect(readdirSync(tmp)).toEqual([]);
    } finally {
      await recorder.close();
    }
  });

  it("Ctrl+C at the captcha prompt: exit 130, nothing printed, no captcha file left", async () => {
    const { ctx, stderr } = await terminal(sandbox.url);
    const ctrlC = Object.assign(new Error("User force closed the prompt with SIGINT"), {
      name: "ExitPromptError",
    });
    prompts.input.mockResolvedValueOnce("demo").mockRejectedValueOnce(ctrlC);
    prompts.password.mockResolvedValue(PASSWORD);
    const error = await runLogin(ctx, parseLogin([], {}, ctx)).catch((e: unknown) => e);
    expect(exitCodeFor(error)).toBe(130);
    expect(stderr()).toMatch(/Verification code image saved to/);
    const shown = stderr();
    reportError(error, ctx.io, ctx);
    expect(stderr()).toBe(shown);
    expect(readdirSync(tmp)).toEqual([]);
  });
});
