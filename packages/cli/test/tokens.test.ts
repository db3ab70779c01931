// `fixcloud tokens` against a sandbox, in process as CI runs it (FIXCLOUD_TOKEN, no terminal):
// the SDK's token rules as usage errors before any call (exit 2); create printing the token
// once (text and --json) while list shows only its hint; the token itself as FIXCLOUD_TOKEN:
// a read token reads and is refused a change with the server's message, no token manages
// tokens; revoke with --yes, after which the token is refused as revoked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli as run, DEAD_URL, type Result } from "./harness.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

let session: SignedIn;

function cli(args: string[], env: Record<string, string> = {}): Promise<Result> {
  return run([...args, "--lang", "en"], { configDir: session.dir, env: { ...session.env, ...env } });
}
const json = <T>(r: Result): T => {
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as T;
};

beforeAll(async () => {
  session = await signedInSandbox("fixcloud-tokens-");
});
afterAll(async () => {
  await session?.close();
});

describe("fixcloud tokens", () => {
  it("refuses bad flags with the SDK rule's message before any call (exit 2)", async () => {
    const cases: [string[], string][] = [
      [["create", "--scope", "read"], "--name: Enter a token name"],
      [["create", "--name", "ci", "--scope", "admin"], "--scope: The token scope must be read or write"],
      [
        ["create", "--name", "ci", "--scope", "read", "--expires", "400d"],
        "--expires: The expiry must be 1 to 365 days",
      ],
      [["create", "--name", "x".repeat(41), "--scope", "read"], "at most 40"],
      [["revoke", "pat_0a"], "--yes"],
      [["revoke", "12", "--yes"], "pat_"],
    ];
    for (const [args, text] of cases) {
      const r = await cli(["tokens", ...args], { FIXCLOUD_BASE_URL: DEAD_URL });
      expect([r.code, r.stderr], args.join(" ")).toEqual([2, expect.stringContaining(text)]);
    }
  });

  it("creates a token, prints it once, and CI uses it as FIXCLOUD_TOKEN within its scope", async () => {
    const text = await cli([
      "tokens",
      "create",
      "--name",
      "bulk job",
      "--scope",
      "write",
      "--expires",
      "30d",
      "--output",
      "table",
    ]);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(
      /^Created token bulk job \(Read and write, id pat_[0-9a-f]{16}\), expires .+\nToken: fxc_pat_[\w-]{43}\n$/,
    );
    expect(text.stderr).toContain("it is not shown again");

    const made = json<{ id: string; token: string; scope: string }>(
      await cli(["tokens", "create", "--name", "nightly", "--scope", "read", "--json", "id,token,scope"]),
    );
    expect(made).toEqual({
      id: expect.stringMatching(/^pat_/),
      token: expect.stringMatching(/^fxc_pat_/),
      scope: "read",
    });

    // The read token: a read works, a change and token management are refused with the server's words.
    const ci = { FIXCLOUD_TOKEN: made.token };
    const read = await cli(["webhooks", "list", "--json", "id"], ci);
    expect(read.code, read.stderr).toBe(0);
    const write = await cli(["webhooks", "add", "--url", "https://ci.example.com/h"], ci);
    expect(write.code).not.toBe(0);
    expect(write.stderr).toContain("A read-only token cannot make calls that change data: use a write token");
    const manage = await cli(["tokens", "list"], ci);
    expect(manage.stderr).toContain("A personal access token cannot make this call");

    const listed = json<{ id: string; name: string; hint: string; lastUsedTime: string | null }[]>(
      await cli(["tokens", "list", "--json", "id,name,hint,lastUsedTime"]),
    );
    expect(listed.map((t) => t.name)).toEqual(["nightly", "bulk job"]);
    expect(listed[0]).toMatchObject({ id: made.id, hint: `fxc_pat_…${made.token.slice(-4)}` });
    expect(listed[0]?.lastUsedTime).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(made.token);

    const revoked = await cli(["tokens", "revoke", made.id, "--yes", "--output", "table"]);
    expect([revoked.code, revoked.stdout]).toEqual([
      0,
      `Revoked token nightly (${made.id}); it no longer works.\n`,
    ]);
    const after = await cli(["webhooks", "list"], ci);
    expect(after.code).not.toBe(0);
    expect(after.stderr).toContain("This personal access token has been revoked");
    expect((await cli(["tokens", "revoke", made.id, "--yes"])).stderr).toContain(
      `No live token '${made.id}'`,
    );
  });
});
