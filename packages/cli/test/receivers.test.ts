// `fixcloud receivers` against a sandbox (part2 §2-§5, §7-8): every verb through the
// CLI in process as CI runs it (FIXCLOUD_TOKEN, no terminal): list with the verified states, add with
// the SDK's rules as usage errors before any call (exit 2) and the server's 544 as one line per
// duplicate field (exit 1), update keeping the fields not given, verify (sent, then already sent:
// 541 is not an error), remove with --yes required without a terminal, the holder's row refused,
// and the limit of 10 (777, exit 1).
import type { FixcloudClient } from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli as run, DEAD_URL, type Result } from "./harness.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

let session: SignedIn;
let client: FixcloudClient;

function cli(args: string[], env: Record<string, string> = {}): Promise<Result> {
  return run(args, { configDir: session.dir, env: { ...session.env, ...env } });
}
const json = <T>(r: Result): T => {
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as T;
};
const byEmail = async (email: string) =>
  (await client.receivers.list()).receivers.find((r) => r.email === email);

beforeAll(async () => {
  session = await signedInSandbox("fixcloud-receivers-");
  client = session.client;
});
afterAll(() => session?.close());

const ADD = [
  "receivers",
  "add",
  "--name",
  "陈静",
  "--email",
  "chen.jing@example.com",
  "--position",
  "财务主管",
];

describe("fixcloud receivers", () => {
  it("lists the holder's row and the seeded receivers with their verified states", async () => {
    const rows = json<{ receiverId: string; name: string; emailVerify: number }[]>(
      await cli(["receivers", "list", "--output", "json"]),
    );
    expect(rows.map((r) => [r.receiverId === "0", r.emailVerify])).toEqual([
      [true, 1],
      [false, 1],
      [false, 1],
      [false, 0],
    ]);
    const table = await cli(["receivers", "list", "--lang", "en", "--output", "table"]);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain("zhao.lei@example.com");
    expect(table.stdout).toContain("Not verified");
  });

  it("refuses bad fields with the SDK rule's message before any call (exit 2)", async () => {
    for (const [flag, value, text] of [
      ["--name", "x", "2 到 35"],
      ["--email", "not-mail", "邮箱"],
      ["--phone", "12345", "手机号"],
      ["--position", " ", "职位"],
    ] as const) {
      const args = [...ADD];
      const at = args.indexOf(flag);
      if (at >= 0) args[at + 1] = value;
      else args.push(flag, value);
      const r = await cli([...args, "--lang", "zh-CN"], { FIXCLOUD_BASE_URL: DEAD_URL });
      expect(r.code, `${flag} ${value}`).toBe(2);
      expect(r.stderr).toContain(flag);
      expect(r.stderr).toContain(text);
    }
  });

  it("adds with trimmed values; a duplicate is refused with one line per field (exit 1)", async () => {
    const out = json<{ receiverId: string }>(
      await cli([...ADD.slice(0, 3), " 陈静 ", ...ADD.slice(4), "--output", "json"]),
    );
    expect(await client.receivers.retrieve(out.receiverId)).toMatchObject({ name: "陈静", emailVerify: 0 });
    const dup = await cli([
      "receivers",
      "add",
      "--name",
      "王敏",
      "--email",
      "li.na@example.com",
      "--position",
      "经理",
      "--lang",
      "en",
    ]);
    expect(dup.code).toBe(1);
    expect(dup.stderr).toContain('--name: The name "王敏" is already used by another recipient');
    expect(dup.stderr).toContain("--email: The email li.na@example.com is already used by another recipient");
    expect(await byEmail("li.na@example.com")).toMatchObject({ name: "Li Na" });
  });

  it("updates only the fields given; a new phone must be verified again", async () => {
    const before = (await byEmail("li.na@example.com"))!;
    const r = await cli([
      "receivers",
      "update",
      "li.na@example.com",
      "--phone",
      "13611112222",
      "--output",
      "json",
    ]);
    json(r);
    expect(await client.receivers.retrieve(before.receiverId)).toEqual({
      ...before,
      phone: "13611112222",
      phoneVerify: 0,
    });
    expect((await cli(["receivers", "update", before.receiverId])).code).toBe(2);
    const holder = await cli(["receivers", "update", "0", "--name", "本人"]);
    expect(holder.code).toBe(2);
  });

  it("sends the verifications: sent, then already sent (541 is not an error); verified ones say so", async () => {
    const zhao = (await byEmail("zhao.lei@example.com"))!;
    const first = json<{ channel: string; state: number }[]>(
      await cli(["receivers", "verify", zhao.receiverId, "--output", "json"]),
    );
    expect(first).toEqual([{ channel: "email", address: "zhao.lei@example.com", state: 1 }]);
    const again = await cli([
      "receivers",
      "verify",
      "zhao.lei@example.com",
      "--lang",
      "en",
      "--output",
      "table",
    ]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain("Email zhao.lei@example.com: Already sent");
    const wang = json<{ state: number }[]>(
      await cli(["receivers", "verify", "wang.min@example.com", "--email", "--output", "json"]),
    );
    expect(wang).toEqual([{ channel: "email", address: "wang.min@example.com", state: 4 }]);
  });

  it("removes with --yes only (no terminal: exit 2 without it); the holder's row cannot be removed", async () => {
    const chen = (await byEmail("chen.jing@example.com"))!;
    const noYes = await cli(["receivers", "remove", chen.receiverId]);
    expect(noYes.code).toBe(2);
    expect(await byEmail("chen.jing@example.com")).toBeDefined();
    json(await cli(["receivers", "remove", chen.receiverId, "--yes", "--output", "json"]));
    expect(await byEmail("chen.jing@example.com")).toBeUndefined();
    expect((await cli(["receivers", "remove", "0", "--yes"])).code).toBe(2);
    expect((await cli(["receivers", "remove", "nobody@example.com", "--yes"])).code).toBe(2);
  });

  it("refuses the 11th receiver with the server's limit message (exit 1)", async () => {
    for (let i = 4; i <= 10; i++)
      json(
        await cli([
          "receivers",
          "add",
          "--name",
          `接收人${i}`,
          "--email",
          `r${i}@example.com`,
          "--position",
          "职员",
          "--output",
          "json",
        ]),
      );
    const r = await cli([
      "receivers",
      "add",
      "--name",
      "十一",
      "--email",
      "r11@example.com",
      "--position",
      "职员",
      "--lang",
      "en",
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("At most 10 recipients");
    const list = await cli(["receivers", "list", "--lang", "en", "--output", "table"]);
    expect(list.code).toBe(0);
    expect(list.stderr).toContain("No more recipients can be added.");
  });
});
