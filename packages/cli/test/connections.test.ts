// `fixcloud connections <account>` through the CLI in process as CI runs it: the connection log
// of a sandbox whose records are written with `/__sandbox/fault/records` (a session, refusals
// from before reason codes existed, named by their error type): json rows as the API answers
// them, a table labelled in both languages, the --limit footer and a bad --limit as a usage error.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli as run, type Result } from "./harness.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

let session: SignedIn;
let name: string;

const cli = (args: string[]): Promise<Result> => run(args, { configDir: session.dir, env: session.env });

beforeAll(async () => {
  session = await signedInSandbox("fixcloud-connections-");
  const { list } = await session.client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 50 });
  name = list.find((a) => a.serviceSubType === "nrtk_serv")!.accountName;
  const res = await fetch(`${session.url}/__sandbox/fault/records`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      accountName: name,
      session: {
        accessPoint: "RTCM33GRC",
        loginTime: -600_000,
        logoutTime: -480_000,
        connectType: "NTRIP v2",
      },
      errors: [
        { time: -300_000, errorType: 4, errorDesc: "account disabled" },
        { time: -200_000, errorType: 6, errorDesc: "GGA checksum mismatch" },
        { time: -100_000, errorType: 1, errorDesc: "wrong password" },
      ],
    }),
  });
  expect(res.status).toBe(200);
}, 60_000);
afterAll(() => session?.close());

describe("fixcloud connections", () => {
  it("prints every attempt as json, newest first, with outcome, reason and the session's length", async () => {
    const r = await cli(["connections", name, "--since", "1h", "--output", "json"]);
    expect(r.code, r.stderr).toBe(0);
    const rows = JSON.parse(r.stdout);
    expect(rows.map((x: { outcome: string; reason: string | null }) => [x.outcome, x.reason])).toEqual([
      ["refused", "bad_credentials"],
      ["degraded", "bad_gga"],
      ["refused", "disabled"],
      ["accepted", null],
    ]);
    expect(rows[3]).toMatchObject({ mountPoint: "RTCM33GRC", ntripVersion: 2, durationS: 120 });
  });

  it("labels the table in the chosen language, and says when --limit hides attempts", async () => {
    const en = await cli([
      "connections",
      name,
      "--since",
      "1h",
      "--lang",
      "en",
      "--output",
      "table",
      "--limit",
      "2",
    ]);
    expect(en.code, en.stderr).toBe(0);
    expect(en.stdout).toContain("Outcome");
    expect(en.stdout).toContain("Wrong account name or password");
    expect(en.stdout).toContain("Invalid GGA");
    expect(en.stdout).not.toContain("Account disabled");
    const zh = await cli(["connections", name, "--since", "1h", "--lang", "zh-CN", "--output", "table"]);
    expect(zh.code, zh.stderr).toBe(0);
    expect(zh.stdout).toContain("结果");
    expect(zh.stdout).toContain("账号已停用");
    expect(zh.stdout).toContain("已接受");
    expect(zh.stdout).toContain("\t2m\n");
  });

  it("a bad --limit is a usage error (exit 2); an unknown account the server's answer (exit 1)", async () => {
    const bad = await cli(["connections", name, "--limit", "0", "--lang", "en"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--limit takes a whole number from 1 to 1000; got '0'.");
    const unknown = await cli(["connections", "no-such-account", "--lang", "en"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No service account named no-such-account");
  });
});
