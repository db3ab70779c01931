// `fixcloud tickets` against a sandbox (part2 §2-§5, §7): list with the descriptor's
// filters, show with the result at status 3, create from flags and from a YAML file with
// attachments by path, and the SDK's rules as usage errors (exit 2) before any call, in the
// run's language.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FixcloudClient } from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli as run, DEAD_URL, type Result } from "./harness.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

let session: SignedIn;
let client: FixcloudClient;
let files: string;

function cli(args: string[], env: Record<string, string> = {}): Promise<Result> {
  return run(args, { configDir: session.dir, env: { ...session.env, ...env } });
}
const json = <T>(r: Result): T => {
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as T;
};

// A 1×1 PNG and an empty zip: real files of their types.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);

const BUG = [
  "--type",
  "bug",
  "--title",
  "RTK fix lost near Hangzhou",
  "--trouble-time",
  "2026-05-30 08:00:00",
  "--use-area",
  "Hangzhou",
  "--acc-serv-no",
  "acc0001",
  "--trouble-describe",
  "float only",
  "--equipment-model",
  "UB482",
  "--contacts",
  "Zhang San",
  "--mobile",
  "13800138000",
  "--email",
  "ops@example.com",
];

beforeAll(async () => {
  session = await signedInSandbox("fixcloud-tickets-");
  client = session.client;
  files = mkdtempSync(join(tmpdir(), "fixcloud-ticket-files-"));
  writeFileSync(join(files, "screen.png"), PNG);
  writeFileSync(join(files, "logs.zip"), ZIP);
});
afterAll(async () => {
  await session?.close();
  rmSync(files, { recursive: true, force: true });
});

describe("fixcloud tickets", () => {
  it("lists tickets as JSON with the descriptor's filters", async () => {
    const all = json<{ ticketNo: string; status: number }[]>(
      await cli(["tickets", "list", "--all", "--output", "json"]),
    );
    expect(all.length).toBe((await client.tickets.list()).total);
    const done = json<{ status: number }[]>(
      await cli(["tickets", "list", "--status", "3", "--all", "--output", "json"]),
    );
    expect(done.length).toBe(all.filter((t) => t.status === 3).length);
    expect(done.every((t) => t.status === 3)).toBe(true);
  });

  it("files a bug ticket from flags with two attachments, then shows it", async () => {
    const r = await cli([
      "tickets",
      "create",
      ...BUG,
      "--attach",
      join(files, "screen.png"),
      "--attach",
      join(files, "logs.zip"),
      "--output",
      "json",
    ]);
    const created = json<{ ticketNo: string; status: number }>(r);
    expect(created.status).toBe(1);
    const detail = await client.tickets.retrieve(created.ticketNo);
    expect(detail.uploadUrlDigest.map((f) => f.name)).toEqual(["screen.png", "logs.zip"]);
    const shown = await cli(["tickets", "show", created.ticketNo, "--output", "table", "--lang", "en"]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain("RTK fix lost near Hangzhou");
    expect(shown.stdout).toContain("screen.png");
    expect(shown.stdout).toContain("Pending");
  });

  it("files from a YAML file, flags winning, and shows the result once answered", async () => {
    const yaml = join(files, "ticket.yaml");
    writeFileSync(
      yaml,
      [
        "ticketType: 5",
        "title: Android SDK licence",
        "os: Android 14",
        "processorSize: 2",
        "chipModel: RK3588",
        "compilerDownUrl: https://example.com/ndk",
        "sdkUsableSource: survey app",
        "companyName: Demo Co",
        "contacts: Wang Wu",
        "mobile: '13800138000'",
        "email: ops@example.com",
      ].join("\n"),
    );
    const created = json<{ ticketNo: string }>(
      await cli(["tickets", "create", "--file", yaml, "--chip-model", "RK3566", "--output", "json"]),
    );
    const detail = await client.tickets.retrieve(created.ticketNo);
    expect(detail).toMatchObject({ ticketType: 5, chipModel: "RK3566", processorSize: 2 });
    const res = await fetch(`${session.url}/__sandbox/tickets/answer`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ticketNo: created.ticketNo, result: "Licence sent by e-mail." }),
    });
    expect(res.status).toBe(200);
    const shown = await cli(["tickets", "show", created.ticketNo, "--output", "table", "--lang", "en"]);
    expect(shown.stdout).toContain("Processed");
    expect(shown.stdout).toContain("Licence sent by e-mail.");
  });

  it("refuses a bad ticket with every field's message before any call (exit 2)", async () => {
    const zh = await cli(
      ["tickets", "create", ...BUG, "--title", "abc", "--mobile", "123", "--lang", "zh-CN"],
      {
        FIXCLOUD_BASE_URL: DEAD_URL,
      },
    );
    expect(zh.code).toBe(2);
    expect(zh.stderr).toContain("表单填写有误");
    expect(zh.stderr).toContain("--title: 标题长度须为 5 到 50 个字符");
    expect(zh.stderr).toContain("--mobile: 请输入正确的手机号");
    // In en the mobile is optional and the email required.
    const en = await cli(["tickets", "create", ...BUG, "--mobile", "", "--email", "", "--lang", "en"], {
      FIXCLOUD_BASE_URL: DEAD_URL,
    });
    expect(en.code).toBe(2);
    expect(en.stderr).toContain("--email: Please enter an email");
    expect(en.stderr).not.toContain("--mobile");
    const exe = join(files, "setup.exe");
    writeFileSync(exe, "MZ");
    const bad = await cli(["tickets", "create", ...BUG, "--attach", exe, "--lang", "en"], {
      FIXCLOUD_BASE_URL: DEAD_URL,
    });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--attach: Only tar, zip, rar, 7z, jpeg, png and jpg files are supported");
    const noType = await cli(["tickets", "create", "--title", "Something wrong", "--lang", "en"], {
      FIXCLOUD_BASE_URL: DEAD_URL,
    });
    expect(noType.code).toBe(2);
    expect(noType.stderr).toContain("--type");
  });
});
