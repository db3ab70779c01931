// `fixcloud audit list|show` against a sandbox on a port (docs/audit.md): a change made through
// the CLI is recorded as made from the CLI at the loopback address, with its old and new value;
// the filters (user, action, target, --since) reach the API; a batch entry shows its rows; bad
// flags are usage errors before any call (exit 2). The CLI runs in process as CI does.
import type { AuditEntry, AuditEntryDetail } from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli as run, type Result } from "./harness.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

let session: SignedIn;

const cli = (args: string[], extra: Record<string, string> = {}): Promise<Result> =>
  run(args, { configDir: session.dir, env: { ...session.env, FIXCLOUD_LANG: "en", ...extra } });
const json = <T>(r: Result): T => {
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as T;
};

beforeAll(async () => {
  session = await signedInSandbox("fixcloud-audit-");
});
afterAll(() => session?.close());

describe("audit list and show", () => {
  it("lists a change made through the CLI: from the CLI, its address, old and new value", async () => {
    const [a] = (await session.client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list;
    const before = a!.accountRemark ?? "";
    const r = await cli(["accounts", "remark", "--select-type", "1", "--ids", a!.id, "--remark", "mast 7", "--yes"]);
    expect(r.code, r.stderr).toBe(0);
    const list = json<AuditEntry[]>(
      await cli(["audit", "list", "--target", `service_account:${a!.id}`, "--action", "remark", "--output", "json"]),
    );
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      username: "demo",
      clientKind: "cli",
      clientIp: "127.0.0.1",
      entity: "service_account",
      entityId: a!.id,
      changes: [{ field: "accountRemark", from: before, to: "mast 7" }],
    });
    // The same entry through the SDK says "sdk": the header names the program.
    await session.client.accounts.setRemark({ selectType: 1, ids: [a!.id], accountRemark: "mast 8" });
    const [newest] = json<AuditEntry[]>(await cli(["audit", "list", "--user", "demo", "--since", "1d", "--output", "json"]));
    expect(newest).toMatchObject({ clientKind: "sdk", changes: [{ from: "mast 7", to: "mast 8" }] });

    const table = await cli(["audit", "list", "--action", "remark", "--output", "table"], { COLUMNS: "300" });
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain("Change remark");
    expect(table.stdout).toContain("mast 7 → mast 8");
    expect(table.stdout).toContain("CLI 127.0.0.1");
  });

  it("shows a batch entry with its rows", async () => {
    const ids = (await session.client.accounts.list({ selectType: 2, pageNo: 1, pageSize: 3 })).list.map(
      (x) => x.id,
    );
    await session.client.accounts.setRemark({ selectType: 2, ids, accountRemark: "batch 1" });
    const [entry] = json<AuditEntry[]>(await cli(["audit", "list", "--target", "batch", "--output", "json"]));
    expect(entry).toMatchObject({ entity: "batch", count: 3, action: "remark" });
    const detail = json<AuditEntryDetail>(await cli(["audit", "show", String(entry!.id), "--output", "json"]));
    expect(detail.rows.total).toBe(3);
    expect(detail.rows.list.map((x) => x.entityId).sort()).toEqual([...ids].sort());
  });

  it("refuses bad flags before any call (exit 2), in the run's language", async () => {
    for (const args of [
      ["audit", "list", "--since", "yesterday"],
      ["audit", "list", "--target", "spaceship:1"],
      ["audit", "list", "--page-size", "101"],
      ["audit", "show", "abc"],
    ]) {
      const r = await cli(args, { FIXCLOUD_BASE_URL: "http://127.0.0.1:9" });
      expect(r.code, `${args.join(" ")}: ${r.stderr}`).toBe(2);
    }
    const zh = await cli(["audit", "list", "--since", "yesterday"], { FIXCLOUD_LANG: "zh-CN" });
    expect(zh.stderr).toContain("--since/--until 只能是");
  });
});
