// Exit codes of README's table where the cause is outside the command line (design.md "CLI"):
// a caster that cannot be reached is a connection failure (5, one sentence in the run's
// language), an account the server does not know is the server's answer (1, its message), a
// phone no SMS can reach is refused before any call (2, the SDK's L-code), and `auth logout`
// ends the session on the server (the old token: exit 4). In process, against a sandbox.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli as run, DEAD_URL, PASSWORD, type Result } from "./harness.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

let session: SignedIn;

beforeAll(async () => {
  session = await signedInSandbox("fixcloud-exits-");
});
afterAll(() => session?.close());

const cli = (args: string[], env: Record<string, string> = {}): Promise<Result> =>
  run(args, { configDir: session.dir, env: { ...session.env, ...env } });

describe("ntrip probe on a caster that cannot be reached", () => {
  it("exits 5 with one sentence naming the caster, in both languages", async () => {
    const probe = (lang: string) =>
      cli(["ntrip", "probe", "--caster", "127.0.0.1:9", "--account", "rover", "--lang", lang], {
        FIXCLOUD_NTRIP_PASSWORD: "secret",
      });
    const en = await probe("en");
    expect(en.code).toBe(5);
    expect(en.stderr).toBe("Error: cannot reach 127.0.0.1:9: connection refused\n");
    const zh = await probe("zh-CN");
    expect(zh.code).toBe(5);
    expect(zh.stderr).toBe("错误: 无法连接 127.0.0.1:9：连接被拒绝\n");
  });
});

describe("doctor on an account the customer does not have", () => {
  it("exits 1 with the server's answer (571), not a usage error", async () => {
    const r = await cli(["doctor", "no-such-account", "--lang", "en"]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/^Error: .+ \(code 571\)\n$/);
    expect(r.stdout).toBe("");
  });
});

describe("login --sms with a phone no SMS can reach", () => {
  it("is refused before any call, exit 2, with the SDK's message, in English too", async () => {
    for (const [lang, text] of [
      ["en", "--phone: "],
      ["zh-CN", "--phone: 请输入正确的手机号"],
    ] as const) {
      const r = await cli(["login", "--sms", "--phone", "123", "--lang", lang], {
        FIXCLOUD_BASE_URL: DEAD_URL,
        FIXCLOUD_TOKEN: "",
      });
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toContain(text);
    }
  });
});

describe("auth logout", () => {
  it("ends the session on the server: the old token no longer passes auth status (exit 4)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fixcloud-logout-"));
    try {
      const plain = { FIXCLOUD_CONFIG_DIR: dir, FIXCLOUD_TOKEN: "", FIXCLOUD_BASE_URL: session.url };
      const login = await run(
        ["login", "--username", "demo", "--password-stdin", "--captcha", "1234", "--base-url", session.url],
        { configDir: dir, env: plain, input: PASSWORD },
      );
      expect(login.code, login.stderr).toBe(0);
      const token = (await run(["auth", "token"], { configDir: dir, env: plain })).stdout.trim();
      expect(token).not.toBe("");
      const out = await run(["auth", "logout"], { configDir: dir, env: plain });
      expect(out.code, out.stderr).toBe(0);
      expect(out.stdout).toContain("the session has ended on the server");
      const status = await run(["auth", "status"], {
        configDir: dir,
        env: { ...plain, FIXCLOUD_TOKEN: token },
      });
      expect(status.code, status.stderr).toBe(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
