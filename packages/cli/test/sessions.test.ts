// `fixcloud accounts sessions list|end` in process against a sandbox with its caster
// (docs/ntrip-caster.md "Seats"): the seat holder listed with its address and password used,
// ended by its owner, logged as such; bad input is a usage error that ends nothing.
import { ntripConnect } from "@fixcloud/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli as run, type Result } from "./harness.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

let session: SignedIn;
const cli = (args: string[]): Promise<Result> => run(args, { configDir: session.dir, env: session.env });

beforeAll(async () => {
  session = await signedInSandbox("fixcloud-sessions-");
});
afterAll(() => session.close());

/** An RTK account of the demo customer, in service, enabled, offline, one seat. */
function rover(): { id: number; name: string; password: string } {
  const db = session.sandbox.sandbox.db;
  const row = db
    .prepare(
      "SELECT id, account_name AS name, password FROM service_accounts WHERE select_type = 1 AND service_product = 'multi_frequency_rtk' ORDER BY id LIMIT 1",
    )
    .get() as { id: number; name: string; password: string };
  db.prepare(
    "UPDATE service_accounts SET service_state = 2, disable_state = 1, end_time = '2099-01-01 00:00:00', online_state = 2, cal_type = 'days_pool' WHERE id = ?",
  ).run(row.id);
  return row;
}

describe("accounts sessions", () => {
  it("lists the seat holder, ends it for its owner, and the log says so", async () => {
    const a = rover();
    const conn = await ntripConnect({
      host: "127.0.0.1",
      port: session.sandbox.ntripPort as number,
      mount: "RTCM33GRC",
      user: a.name,
      password: a.password,
    });
    expect(conn.streaming).toBe(true);
    const listed = await cli(["accounts", "sessions", "list", a.name, "--output", "json"]);
    expect(listed.code).toBe(0);
    const rows = JSON.parse(listed.stdout) as { ip: string; mountPoint: string; password: string }[];
    expect(rows.map((r) => [r.ip, r.mountPoint, r.password])).toEqual([
      ["127.0.0.1", "RTCM33GRC", "current"],
    ]);

    const bad = await cli(["accounts", "sessions", "end", a.name, "--session", "1.5"]);
    expect([bad.code, bad.stderr.trim()]).toEqual([
      2,
      "Error: --session must be a session number (a positive whole number), got 1.5.",
    ]);

    const ended = await cli(["accounts", "sessions", "end", a.name, "--lang", "en", "--output", "table"]);
    expect([ended.code, ended.stdout.trim()]).toEqual([
      0,
      `Ended 1 session of ${a.name}; the connection log records them as ended by the owner.`,
    ]);
    await conn.closed;
    const again = await cli(["accounts", "sessions", "end", a.name, "--lang", "zh-CN", "--output", "table"]);
    expect(again.stdout.trim()).toBe(`${a.name} 没有在线会话，未结束任何会话。`);
    const reason = session.sandbox.sandbox.db
      .prepare(
        "SELECT e.reason FROM ntrip_sessions s JOIN ntrip_session_ends e ON e.session_id = s.id WHERE s.account_name = ?",
      )
      .pluck()
      .get(a.name);
    expect(reason).toBe("owner");
  });
});

describe("accounts reset-password --grace-days", () => {
  it("keeps the old password valid for the grace; out of range is a usage error that changes nothing", async () => {
    const a = rover();
    const bad = await cli([
      "accounts",
      "reset-password",
      "--ids",
      String(a.id),
      "--grace-days",
      "8",
      "--yes",
      "--lang",
      "en",
    ]);
    expect(bad.code).toBe(2);
    const before = await session.client.accounts.retrieve(String(a.id));
    expect([before.password, before.previousPassword]).toEqual([a.password, undefined]);
    const ok = await cli(["accounts", "reset-password", "--ids", String(a.id), "--grace-days", "2", "--yes"]);
    expect(ok.code).toBe(0);
    const after = await session.client.accounts.retrieve(String(a.id));
    expect(after.password).not.toBe(a.password);
    expect(after.previousPassword?.password).toBe(a.password);
  });
});
