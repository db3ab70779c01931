// `fixcloud audit list|show|export` against a sandbox on a port (docs/audit.md): a change made through
// the CLI is recorded as made from the CLI at the loopback address, with its old and new value;
// the filters (user, action, target, --since) reach the API; a batch entry shows its rows; bad
// flags are usage errors before any call (exit 2); the export writes the .xlsx of the list's
// entries for the same filters. The CLI runs in process as CI does.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { type AuditEntry, type AuditEntryDetail, messages } from "@fixcloud/sdk";
import ExcelJS from "exceljs";
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
    const r = await cli([
      "accounts",
      "remark",
      "--select-type",
      "1",
      "--ids",
      a!.id,
      "--remark",
      "mast 7",
      "--yes",
    ]);
    expect(r.code, r.stderr).toBe(0);
    const list = json<AuditEntry[]>(
      await cli([
        "audit",
        "list",
        "--target",
        `service_account:${a!.id}`,
        "--action",
        "remark",
        "--output",
        "json",
      ]),
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
    const [newest] = json<AuditEntry[]>(
      await cli(["audit", "list", "--user", "demo", "--since", "1d", "--output", "json"]),
    );
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
    const detail = json<AuditEntryDetail>(
      await cli(["audit", "show", String(entry!.id), "--output", "json"]),
    );
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

describe("audit export", () => {
  /** The first sheet of an .xlsx file as rows of cell values. */
  const rowsOf = async (file: string): Promise<unknown[][]> => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    return rows;
  };

  it("writes the entries `audit list` shows for the same filters, in the run's language", async () => {
    const ids = (await session.client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 2 })).list.map(
      (x) => x.id,
    );
    await session.client.accounts.setRemark({ selectType: 1, ids: [ids[0]!], accountRemark: "=1+2" });
    await session.client.accounts.setRemark({ selectType: 1, ids: [ids[1]!], accountRemark: "export 2" });
    // A change of another action, which the filter leaves out.
    await session.client.accounts.batches.wait(
      await session.client.accounts.disable({ selectType: 1, ids: [ids[1]!] }),
      { intervalMs: 5 },
    );
    const filter = ["--action", "remark", "--user", "demo", "--since", "1d"];
    const list = json<AuditEntry[]>(
      await cli(["audit", "list", ...filter, "--page-size", "100", "--output", "json"]),
    );
    expect(list.length).toBeGreaterThan(2);
    const out = join(session.dir, "audit.xlsx");
    const r = await cli(["audit", "export", ...filter, "--out", out]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(out);
    const rows = await rowsOf(out);
    expect(rows[0]![0]).toBe(messages.en["field.time"]);
    expect(rows.slice(1).map((x) => x[6])).toEqual(
      list.map((e) => `${messages.en[`auditEntity.${e.entity}`]} ${e.entityId}`),
    );
    expect(rows.slice(1).map((x) => x[5])).toEqual(list.map(() => messages.en["auditAction.remark"]));
    // A remark that reads as a formula is the text of a cell, never a formula.
    const first = list.findIndex((e) => e.entityId === ids[0]);
    const from = list[first]!.changes[0]!.from || "-";
    expect(rows[first + 1]![8]).toBe(`${messages.en["field.accountRemark"]}: ${from} → =1+2`);

    // An existing file is kept without --force; a wrong extension is a usage error before any call.
    const again = await cli(["audit", "export", "--out", out], { FIXCLOUD_BASE_URL: "http://127.0.0.1:9" });
    expect(again.code).toBe(2);
    const csv = await cli(["audit", "export", "--out", join(session.dir, "a.csv")], {
      FIXCLOUD_BASE_URL: "http://127.0.0.1:9",
    });
    expect(csv.code).toBe(2);
    expect(csv.stderr).toContain(".xlsx");
    expect(existsSync(join(session.dir, "a.csv"))).toBe(false);

    const zh = join(session.dir, "audit-zh.xlsx");
    expect((await cli(["audit", "export", ...filter, "--out", zh], { FIXCLOUD_LANG: "zh-CN" })).code).toBe(0);
    expect((await rowsOf(zh))[1]![5]).toBe(messages["zh-CN"]["auditAction.remark"]);
  });
});
