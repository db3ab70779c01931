// `fixcloud messages list|show|read|delete` against a sandbox (part2 §2, §4, §7): the
// list with --unread and --type, a message shown as plain text (markup printed as typed, the
// link of its template) and marked read by opening it, read by ids and --all, delete with --yes
// (and a usage error without a terminal or --yes, before any call), in both languages.
import type { FixcloudClient } from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli as run, DEAD_URL, type Result } from "./harness.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

let session: SignedIn;
let client: FixcloudClient;

const cli = (args: string[], extra: Record<string, string> = {}): Promise<Result> =>
  run(args, { configDir: session.dir, env: { ...session.env, FIXCLOUD_LANG: "en", ...extra } });

beforeAll(async () => {
  session = await signedInSandbox("fixcloud-messages-");
  client = session.client;
});

afterAll(() => session?.close());

describe("messages list", () => {
  it("--unread --json lists exactly the unread messages", async () => {
    const r = await cli(["messages", "list", "--unread", "--all", "--json", "msgId,msgRead"]);
    expect(r.code, r.stderr).toBe(0);
    const rows = JSON.parse(r.stdout) as { msgId: string; msgRead: number }[];
    expect(rows.length).toBe(await client.messages.unreadCount());
    expect(rows.every((m) => m.msgRead === 0)).toBe(true);
  });

  it("--type 3 lists ticket notices only, with the SDK's labels in a table", async () => {
    const r = await cli(["messages", "list", "--type", "3", "--output", "table"], { FIXCLOUD_LANG: "zh-CN" });
    expect(r.code, r.stderr).toBe(0);
    const total = (await client.messages.list({ type: 3 })).total;
    expect(total).toBeGreaterThan(0);
    expect(r.stdout).toContain("工单通知");
    expect(r.stdout).not.toContain("服务通知");
  });

  it("refuses an unknown type before any call", async () => {
    const r = await cli(["messages", "list", "--type", "9"], { FIXCLOUD_BASE_URL: DEAD_URL });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--type");
  });
});

describe("messages show", () => {
  it("prints markup as typed and marks the message read", async () => {
    const hostile = (await client.messages.list({ pageSize: 100 })).records.find((m) =>
      m.msgContentJson.content.includes("onerror"),
    )!;
    expect(hostile.msgRead).toBe(0);
    const r = await cli(["messages", "show", hostile.msgId, "--output", "table"]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`<img src=x onerror="alert('msg-xss')"><b>维护完成</b> Maintenance done.`);
    expect(r.stdout).toContain("System notices");
    expect((await client.messages.retrieve(hostile.msgId)).msgRead).toBe(1);
  });

  it("shows a ticket reply with its console link", async () => {
    const ticket = (await client.messages.list({ type: 3 })).records[0]!;
    const r = await cli(["messages", "show", ticket.msgId, "--output", "table"], { FIXCLOUD_LANG: "zh-CN" });
    expect(r.code, r.stderr).toBe(0);
    const no = (JSON.parse(ticket.msgContentJson.content) as { ticketNo: string }).ticketNo;
    expect(r.stdout).toContain(`工单 ${no} 已处理`);
    expect(r.stdout).toContain(`#/workOrderMng?id=${no}`);
  });

  it("refuses an id that is not digits before any call; an unknown id exits 1", async () => {
    const bad = await cli(["messages", "show", "abc"], { FIXCLOUD_BASE_URL: DEAD_URL });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("'abc' is not a message id");
    const unknown = await cli(["messages", "show", "999999"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("999999");
  });
});

describe("messages read and delete", () => {
  it("read <ids> marks those, read --all the rest", async () => {
    const unread = (await client.messages.list({ msgRead: 0, pageSize: 100 })).records;
    expect(unread.length).toBeGreaterThanOrEqual(2);
    const r = await cli(["messages", "read", `${unread[0]!.msgId},${unread[1]!.msgId}`, "--output", "table"]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`Marked 2 messages read. ${unread.length - 2} unread`);
    const all = await cli(["messages", "read", "--all", "--output", "json"]);
    expect(all.code, all.stderr).toBe(0);
    expect(JSON.parse(all.stdout)).toEqual({ msgIds: [], all: true, unread: 0 });
    expect(await client.messages.unreadCount()).toBe(0);
  });

  it("read with neither ids nor --all, or with both, is a usage error", async () => {
    for (const args of [
      ["messages", "read"],
      ["messages", "read", "1", "--all"],
    ]) {
      const r = await cli(args, { FIXCLOUD_BASE_URL: DEAD_URL });
      expect(r.code).toBe(2);
    }
  });

  it("delete needs --yes without a terminal; with it the messages are gone", async () => {
    const [a, b] = (await client.messages.list({ pageSize: 2 })).records;
    const total = (await client.messages.list()).total;
    const refused = await cli(["messages", "delete", a!.msgId], { FIXCLOUD_BASE_URL: DEAD_URL });
    expect(refused.code).toBe(2);
    const r = await cli(["messages", "delete", a!.msgId, b!.msgId, "--yes", "--output", "table"], {
      FIXCLOUD_LANG: "zh-CN",
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("已删除 2 条消息");
    expect((await client.messages.list()).total).toBe(total - 2);
  });
});
