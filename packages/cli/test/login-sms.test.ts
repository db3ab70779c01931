// `fixcloud login --sms` against a sandbox on a free port with no fixed code, so every
// code is read where a person would read it (the outbox): in CI `--phone` sends the code and
// `--phone --code` signs in; at a terminal the code is sent and asked for, and a 460 (within
// 60 s) only warns because the earlier code still works. Bad flags are usage errors (exit 2).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listOutbox, startSandbox } from "@fixcloud/fixtures";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parseOptions as parseLogin, run as runLogin } from "../src/commands/auth/login.js";
import type { Profile } from "../src/context.js";
import { cli } from "./harness.js";
import { terminalContext } from "./terminal.js";

const prompts = vi.hoisted(() => ({ input: vi.fn(), password: vi.fn() }));
vi.mock("@inquirer/prompts", () => prompts);

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let phone: string;
let operatorPhone: string;
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), "fixcloud-sms-"));
  dirs.push(d);
  return d;
};
const lastCode = (to: string) => listOutbox(sandbox.sandbox.db, { to, limit: 1 })[0]?.code;
/** `fixcloud login --sms …` in English against the sandbox. */
const loginSms = (dir: string, ...flags: string[]) =>
  cli(["login", "--sms", ...flags, "--base-url", sandbox.url, "--lang", "en"], { configDir: dir });
const stored = (dir: string): Profile =>
  (JSON.parse(readFileSync(join(dir, "config.json"), "utf8")) as { profiles: Record<string, Profile> })
    .profiles.default!;

beforeAll(async () => {
  sandbox = await startSandbox({ memory: true, port: 0 });
  const phoneOf = (u: string) =>
    sandbox.sandbox.db
      .prepare<[string], { phone: string }>("SELECT phone FROM users WHERE username = ?")
      .get(u)!.phone;
  phone = phoneOf("demo");
  operatorPhone = phoneOf("operator");
});
afterAll(async () => {
  await sandbox?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("login --sms in CI", () => {
  it("--phone sends the code and says how to go on; --phone --code signs in", async () => {
    const dir = tempDir();
    const sent = await loginSms(dir, "--phone", phone);
    expect(sent.code, sent.stderr).toBe(0);
    expect(sent.stderr).toContain(`sent to ${phone}`);
    expect(sent.stderr).toContain("--code");
    const code = lastCode(phone)!;
    expect(code).toMatch(/^\d{4}$/);

    // Within 60 s another code is refused with the wait (460), and nothing is signed in.
    const again = await loginSms(dir, "--phone", phone);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/within 60 seconds, please wait \d+ s/);
    expect(again.stderr).not.toMatch(/\n\s+at /);

    const wrong = code === "0000" ? "0001" : "0000";
    const bad = await loginSms(dir, "--phone", phone, "--code", wrong);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/Wrong or expired verification code/);

    const ok = await loginSms(dir, "--phone", phone, "--code", code);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/Signed in as demo/);
    expect(stored(dir)).toMatchObject({ user_name: "demo", accountType: 1 });
    expect(ok.stdout + ok.stderr).not.toContain(stored(dir).token!);
  });

  it("bad flags are usage errors before any call", async () => {
    const dir = tempDir();
    const cases: [string[], RegExp][] = [
      [["--sms", "--phone", phone, "--code", "12"], /--code: The verification code must be 4 characters/],
      [["--phone", phone], /only go with --sms/],
      [["--sms", "--username", "demo"], /drop --username/],
      [["--sms"], /Missing --phone/],
    ];
    for (const [flags, message] of cases) {
      const r = await cli(["login", ...flags, "--base-url", sandbox.url, "--lang", "en"], { configDir: dir });
      expect(r.code, flags.join(" ")).toBe(2);
      expect(r.stderr).toMatch(message);
    }
    // In Chinese the phone pattern applies; the message is the SDK's.
    const zh = await cli(
      ["login", "--sms", "--phone", "12345", "--base-url", sandbox.url, "--lang", "zh-CN"],
      {
        configDir: dir,
      },
    );
    expect(zh.code).toBe(2);
    expect(zh.stderr).toContain("请输入正确的手机号");
  });
});

describe("login --sms at a terminal", () => {
  afterEach(() => prompts.input.mockReset());

  const terminal = () => terminalContext(sandbox.url);

  it("asks for the phone, sends the code, asks for it; a second run within 60 s warns and still signs in", async () => {
    const first = await terminal();
    // The person reads the code in the outbox when the prompt asks for it.
    prompts.input
      .mockResolvedValueOnce(operatorPhone)
      .mockImplementationOnce(async () => lastCode(operatorPhone));
    await runLogin(first.ctx, parseLogin([], { sms: true }, first.ctx));
    expect(first.stderr()).toContain(`sent to ${operatorPhone}`);
    expect(first.profiles.default).toMatchObject({ user_name: "operator", roleCode: "operator" });

    // Within 60 s the send is refused (460): the run warns, still asks, and the server judges
    // the code typed (here a wrong one).
    const second = await terminal();
    prompts.input.mockResolvedValueOnce("0000");
    const error = await runLogin(
      second.ctx,
      parseLogin([], { sms: true, phone: operatorPhone }, second.ctx),
    ).catch((e: unknown) => e);
    expect(second.stderr()).toMatch(/please wait \d+ s Enter the code sent earlier if it has not been used/);
    expect((error as Error).message).toMatch(/Wrong or expired verification code/);
  });
});
