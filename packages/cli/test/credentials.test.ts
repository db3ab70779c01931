// `fixcloud credentials show` against a sandbox (part2 §2, §5, §7): the AccessKey table,
// the AccessSecret only for the SMS code read from the sandbox's outbox, printed once to stdout
// and never to stderr (not even with --debug), and a clear usage error (exit 2) in CI without
// --code. The CLI runs in process as CI does (FIXCLOUD_TOKEN, no TTY).
import type { FixcloudClient } from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli as run, DEAD_URL, type Result } from "./harness.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

let session: SignedIn;
let client: FixcloudClient;
let phone: string;

const cli = (args: string[], extra: Record<string, string> = {}): Promise<Result> =>
  run(args, { configDir: session.dir, env: { ...session.env, FIXCLOUD_LANG: "en", ...extra } });

/** The newest code the sandbox "sent" to `to`, as its outbox shows it. */
async function lastCode(to: string): Promise<string> {
  const res = await fetch(`${session.url}/__sandbox/outbox?to=${encodeURIComponent(to)}&limit=1`);
  const body = (await res.json()) as { data: { list: { code: string }[] } };
  return body.data.list[0]!.code;
}

beforeAll(async () => {
  session = await signedInSandbox("fixcloud-credentials-");
  client = session.client;
  phone = (await client.security.userInfo()).phone!;
});

afterAll(() => session?.close());

describe("credentials show", () => {
  it("in CI without --code: exit 2 with what to do, and no call", async () => {
    const r = await cli(["credentials", "show"], { CI: "true", FIXCLOUD_BASE_URL: DEAD_URL });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("fixcloud credentials show --send-code");
    expect(r.stdout).toBe("");
  });

  it("refuses a code that is not 4 characters before any call", async () => {
    const r = await cli(["credentials", "show", "--code", "12"], { FIXCLOUD_BASE_URL: DEAD_URL });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--code: The verification code must be 4 characters");
  });

  it("--keys-only lists the AccessKey without the secret", async () => {
    const [key] = await client.credentials.list();
    const r = await cli(["credentials", "show", "--keys-only", "--output", "json"]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual([{ accessKey: key!.accessKey, createTime: key!.createTime }]);
  });

  it("sends the code, then prints the secret once for it; a spent code is refused", async () => {
    const sent = await cli(["credentials", "show", "--send-code", "--output", "table"]);
    expect(sent.code, sent.stderr).toBe(0);
    expect(sent.stderr).toContain(`An SMS code was sent to ${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(sent.stdout).toBe("");
    const code = await lastCode(phone);

    const r = await cli(["credentials", "show", "--code", code, "--output", "json", "--debug"]);
    expect(r.code, r.stderr).toBe(0);
    const [cred] = JSON.parse(r.stdout) as { accessKey: string; accessSecret: string }[];
    expect(cred!.accessSecret).toMatch(/^[A-Za-z0-9]{32}$/);
    // The debug log names the call but never carries the secret or the code's answer.
    expect(r.stderr).toContain("getAccessSecret");
    expect(r.stderr).not.toContain(cred!.accessSecret);

    const again = await cli(["credentials", "show", "--code", code]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("Wrong or expired verification code");
    expect(again.stdout).not.toContain(cred!.accessSecret);
  });

  it("a second code within 60 s is refused with the server's wait message", async () => {
    const r = await cli(["credentials", "show", "--send-code", "--output", "json"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("cannot be sent again within 60 seconds");
  });

  it("shows the table with the secret in the run's language and time zone", async () => {
    // The sandbox's fixed code (started with --captcha 1234) passes, as scripts use it.
    const r = await cli(["credentials", "show", "--code", "1234", "--output", "table"], {
      FIXCLOUD_LANG: "zh-CN",
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("AccessSecret");
    expect(r.stdout).toContain("创建时间");
    expect(r.stderr).toContain("AccessSecret 只显示这一次");
  });
});
