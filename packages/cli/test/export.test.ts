// Exports end to end: the CLI in process (./harness.ts) against a
// sandbox on a free port. A path that cannot be written fails before any call (exit 2, the
// path named); .xlsx and .csv carry the same columns (ID and account name first) and sheet
// name, CSV with a BOM and a header even when empty; an export fed back as --ids-file selects
// exactly its ids in both languages; a pool's device export goes past one page like the
// accounts export; a stop signal while pages are on the wire removes the part file and exits
// 130 (process.exit is spied on here; smoke.test.ts kills the built bin for real).
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSandbox } from "@fixcloud/fixtures";
import { createClient, type FixcloudClient, messages } from "@fixcloud/sdk";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ExitCode } from "../src/exit-codes.js";
import { readIdsFile } from "../src/select/ids.js";
import { cli as run, start } from "./harness.js";
import { startRecorder } from "./recorder.js";
import { whenFile } from "./watch.js";

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
let sandbox: Sandbox;
let client: FixcloudClient;
let dir: string;
let env: Record<string, string>;

beforeAll(async () => {
  sandbox = await startSandbox({ memory: true, captcha: "1234", port: 0 });
  const anon = createClient({ baseURL: sandbox.url });
  const { uuid } = await anon.session.captcha();
  const s = await anon.session.loginByUsername({
    username: "demo",
    password: process.env.FIXCLOUD_DEMO_PASSWORD ?? "Demo@2026",
    code: "1234",
    uuid,
  });
  client = createClient({ baseURL: sandbox.url, token: s.token, language: "en" });
  dir = mkdtempSync(join(tmpdir(), "fixcloud-export-"));
  env = { FIXCLOUD_TOKEN: s.token, FIXCLOUD_BASE_URL: sandbox.url };
}, 60_000);
afterAll(async () => {
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

const cli = (args: string[], extra: Record<string, string> = {}) =>
  run(args, { configDir: join(dir, "cfg"), env: { ...env, ...extra } });

async function xlsxRows(file: string): Promise<{ sheet: string; rows: unknown[][] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return { sheet: ws.name, rows };
}

describe("an --out that cannot be written fails before any call (exit 2, path named)", () => {
  it.each([
    ["a missing directory", () => "no-such-dir/x.xlsx", /no-such-dir/],
    [
      "a directory",
      () => {
        mkdirSync(join(dir, "adir.xlsx"), { recursive: true });
        return join(dir, "adir.xlsx");
      },
      /adir\.xlsx.*directory/,
    ],
    [
      "a path through a file",
      () => {
        writeFileSync(join(dir, "plain.txt"), "x");
        return join(dir, "plain.txt", "x.csv");
      },
      /plain\.txt/,
    ],
  ])("%s", async (_what, path, message) => {
    const out = path();
    const recorder = await startRecorder(sandbox.url);
    try {
      const r = await cli(["accounts", "export", "--all", "--out", out], { FIXCLOUD_BASE_URL: recorder.url });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(recorder.paths).toEqual([]);
    } finally {
      await recorder.close();
    }
  });

  // Root writes anywhere: there is nothing to refuse when the tests run as root.
  it.skipIf(process.getuid?.() === 0)("a directory without write permission", async () => {
    const locked = join(dir, "locked");
    mkdirSync(locked);
    chmodSync(locked, 0o500);
    const r = await cli(["accounts", "export", "--all", "--out", join(locked, "x.xlsx")]);
    chmodSync(locked, 0o700);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(locked);
  });

  it("an existing file without --force (unchanged behaviour), in Chinese too", async () => {
    const out = join(dir, "exists.csv");
    writeFileSync(out, "keep");
    const r = await cli(["accounts", "export", "--all", "--out", out, "--lang", "zh-CN"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--force");
    expect(readFileSync(out, "utf8")).toBe("keep");
  });
});

describe("columns, BOM and header", () => {
  it(".xlsx and .csv have the same columns and cells: ID and account name first", async () => {
    const xlsx = join(dir, "cols.xlsx");
    const csv = join(dir, "cols.csv");
    const [a, b] = await Promise.all([
      cli(["accounts", "export", "--service-state", "2", "--out", xlsx, "--part-size", "7"]),
      cli(["accounts", "export", "--service-state", "2", "--out", csv]),
    ]);
    expect(a.code, a.stderr).toBe(0);
    expect(b.code, b.stderr).toBe(0);
    const { rows, sheet } = await xlsxRows(xlsx);
    expect(sheet).toBe(messages.en["serviceType.1"]);
    const text = readFileSync(csv, "utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split("\n");
    expect(rows[0]!.slice(0, 2)).toEqual(["ID", messages.en["field.accountName"]]);
    expect(lines[0]).toBe((rows[0] as string[]).join(","));
    const expected = await client.accounts.list({ selectType: 1, serviceState: 2, pageNo: 1, pageSize: 1 });
    expect(rows.length - 1).toBe(expected.total);
    expect(lines.length - 1).toBe(expected.total);
    // The first data rows agree cell for cell (numbers as numbers in .xlsx, text in .csv).
    expect(lines[1]!.split(",").slice(0, 2)).toEqual((rows[1] as unknown[]).slice(0, 2).map(String));
  });

  it("an empty .csv still has the BOM and the header row", async () => {
    const csv = join(dir, "empty.csv");
    const r = await cli(["accounts", "export", "--account-name", "no-account-is-called-this", "--out", csv]);
    expect(r.code, r.stderr).toBe(0);
    const text = readFileSync(csv, "utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).trimEnd().split("\n")).toHaveLength(1);
    expect(text).toContain(messages.en["field.accountName"]);
  });
});

describe("an export fed back as --ids-file selects exactly its ids", () => {
  it.each([
    ["xlsx", "en"],
    ["xlsx", "zh-CN"],
    ["csv", "en"],
    ["csv", "zh-CN"],
  ] as const)(".%s with %s headers", async (ext, lang) => {
    const file = join(dir, `round-${lang}.${ext}`);
    const r = await cli(["accounts", "export", "--service-state", "1", "--out", file, "--lang", lang]);
    expect(r.code, r.stderr).toBe(0);
    const pending: string[] = [];
    for await (const a of client.accounts.listAll({ selectType: 1, serviceState: 1 }, 1000))
      pending.push(a.id);
    // Read back by the reader itself: the header row is never an id.
    expect(new Set((await readIdsFile(file, undefined)).ids)).toEqual(new Set(pending));
    const d = await cli(["accounts", "disable", "--ids-file", file, "--dry-run", "--output", "json"]);
    expect(d.code, d.stderr).toBe(0);
    // Every exported id is found: each would change or be skipped (already disabled), none fails.
    const plan = JSON.parse(d.stdout) as {
      total: number;
      wouldChange: number;
      wouldSkip: unknown[];
      wouldFail: unknown[];
    };
    expect(plan.total).toBe(pending.length);
    expect(plan.wouldChange + plan.wouldSkip.length).toBe(pending.length);
    expect(plan.wouldFail).toEqual([]);
  });

  it("an id that no account has is a failure (exit 3), the others exported", async () => {
    const [first] = (await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list;
    const out = join(dir, "some.csv");
    const r = await cli(["accounts", "export", "--ids", `${first!.id},no-such-id`, "--out", out]);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain("no-such-id");
    const lines = readFileSync(out, "utf8").trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]!.startsWith(`${first!.id},`)).toBe(true);
  });
});

describe("pools devices export", () => {
  it("walks every page into one file, the same columns in .xlsx and .csv", async () => {
    // The pool with the most device accounts, exported a few rows a call.
    const pools = (await client.pools.list({ selectType: 1, pageNo: 1, pageSize: 100 })).list;
    let best = { poolId: "", total: 0 };
    for (const p of pools) {
      const { total } = await client.pools.devices.list(p, { pageNo: 1, pageSize: 1 });
      if (total > best.total) best = { poolId: p.poolId, total };
    }
    expect(best.total).toBeGreaterThan(3);
    const xlsx = join(dir, "devices.xlsx");
    const csv = join(dir, "devices.csv");
    const [a, b] = await Promise.all(
      [xlsx, csv].map((out) =>
        cli(["pools", "devices", "export", "--pool", best.poolId, "--out", out, "--part-size", "3"]),
      ),
    );
    for (const r of [a!, b!]) expect(r.code, r.stderr).toBe(0);
    const { rows, sheet } = await xlsxRows(xlsx);
    expect(sheet).toBe(messages.en["menu.serviceNoList"]);
    expect(rows).toHaveLength(best.total + 1);
    const lines = readFileSync(csv, "utf8").slice(1).trimEnd().split("\n");
    expect(lines).toHaveLength(best.total + 1);
    expect(lines[0]).toBe((rows[0] as string[]).join(","));
    expect(new Set(lines.slice(1).map((l) => l.split(",")[0])).size).toBe(best.total);
  });
});

describe("an export needs the role's export permission, as the console's Export button does", () => {
  let operator: Record<string, string>;
  beforeAll(async () => {
    // The seeded operator may list and export high-precision accounts, and nothing else.
    const anon = createClient({ baseURL: sandbox.url });
    const { uuid } = await anon.session.captcha();
    const s = await anon.session.loginByUsername({
      username: "operator",
      password: "Operator@2026",
      code: "1234",
      uuid,
    });
    operator = { FIXCLOUD_TOKEN: s.token };
  });

  it("a granted type exports; a pool's devices without the device export permission: refused, no file", async () => {
    const ok = join(dir, "operator-accounts.csv");
    const granted = await cli(["accounts", "export", "--all", "--out", ok], operator);
    expect(granted.code, granted.stderr).toBe(0);
    expect(readFileSync(ok, "utf8").split("\n").length).toBeGreaterThan(100);

    const pool = (await client.pools.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list[0]!;
    const out = join(dir, "operator-devices.csv");
    for (const lang of ["en", "zh-CN"] as const) {
      const refused = await cli(
        ["pools", "devices", "export", "--pool", pool.poolId, "--out", out, "--lang", lang],
        operator,
      );
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(lang === "en" ? "lacks the export permission" : "没有导出权限");
    }
    expect(() => readFileSync(out)).toThrow();
  });
});

/**
 * A proxy to `target` that passes the first page of the accounts list on and holds the later
 * pages until `release()`: they stay on the wire as long as the test wants.
 */
async function holdingProxy(
  target: string,
): Promise<{ url: string; release(): void; close(): Promise<void> }> {
  const to = new URL(target);
  const held: (() => void)[] = [];
  let released = false;
  let pages = 0;
  const server = createServer((req, res: ServerResponse) => {
    const page = req.url?.endsWith("/selectAccServList") === true;
    const upstream = request(
      { host: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const forward = () => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        };
        if (released || !page || pages++ === 0) forward();
        else held.push(forward);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    release() {
      released = true;
      for (const forward of held.splice(0)) forward();
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

describe("an export stopped mid-way leaves no file behind", () => {
  it.each(["SIGTERM", "SIGINT", "SIGHUP"] as const)(
    "%s while pages are on the wire: the part file is removed and the exit code is 130",
    async (signal) => {
      const proxy = await holdingProxy(sandbox.url);
      const outDir = mkdtempSync(join(dir, `stopped-${signal}-`));
      const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
      try {
        const running = start(
          ["accounts", "export", "--all", "--part-size", "10", "--out", join(outDir, "all.xlsx")],
          { configDir: join(dir, "cfg-stop"), env: { ...env, FIXCLOUD_BASE_URL: proxy.url } },
        );
        // Once the part file exists, rows are being written and the later pages are held.
        await whenFile(outDir, (name) => name.endsWith(".part"));
        process.emit(signal, signal);
        expect(exit).toHaveBeenCalledWith(ExitCode.INTERRUPTED);
        expect(readdirSync(outDir)).toEqual([]);
        // The process would be gone; here the run goes on to its end once the pages come.
        proxy.release();
        await running.done;
      } finally {
        exit.mockRestore();
        await proxy.close();
      }
    },
  );
});

describe("credentials and formulas in export files", () => {
  it("leaves the passwords out unless --include-passwords, which warns in both languages", async () => {
    const [first] = (await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list;
    const plain = join(dir, "no-passwords.xlsx");
    const withPw = join(dir, "passwords.csv");
    const a = await cli(["accounts", "export", "--ids", first!.id, "--out", plain, "--output", "json"]);
    expect(a.code, a.stderr).toBe(0);
    expect(a.stdout).not.toContain(first!.password);
    expect(a.stderr).toBe("");
    const header = (await xlsxRows(plain)).rows[0] as string[];
    expect(header).not.toContain(messages.en["field.password"]);
    expect(JSON.stringify((await xlsxRows(plain)).rows)).not.toContain(first!.password);

    const b = await cli(["accounts", "export", "--ids", first!.id, "--out", withPw, "--include-passwords"]);
    expect(b.code, b.stderr).toBe(0);
    expect(b.stderr).toContain(withPw);
    expect(b.stderr).toMatch(/plain text/);
    const lines = readFileSync(withPw, "utf8").slice(1).trimEnd().split("\n");
    expect(lines[0]!.split(",")).toContain(messages.en["field.password"]);
    expect(lines[1]).toContain(first!.password);

    const zh = join(dir, "passwords-zh.csv");
    const c = await cli([
      "accounts",
      "export",
      "--ids",
      first!.id,
      "--out",
      zh,
      "--include-passwords",
      "--lang",
      "zh-CN",
    ]);
    expect(c.code, c.stderr).toBe(0);
    expect(c.stderr).toContain("明文服务密码");
  });

  it("a pool's device export has no passwords unless asked", async () => {
    const pools = (await client.pools.list({ selectType: 1, pageNo: 1, pageSize: 100 })).list;
    let pool = pools[0]!;
    for (const p of pools)
      if ((await client.pools.devices.list(p, { pageNo: 1, pageSize: 1 })).total > 0) pool = p;
    const csv = join(dir, "devices-no-pw.csv");
    const r = await cli(["pools", "devices", "export", "--pool", pool.poolId, "--out", csv]);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(csv, "utf8").split("\n")[0]).not.toContain(messages.en["field.password"]);
    const csv2 = join(dir, "devices-pw.csv");
    const s = await cli([
      "pools",
      "devices",
      "export",
      "--pool",
      pool.poolId,
      "--out",
      csv2,
      "--include-passwords",
    ]);
    expect(s.code, s.stderr).toBe(0);
    expect(readFileSync(csv2, "utf8").split("\n")[0]).toContain(messages.en["field.password"]);
  });

  it("a remark '=1+1' is the text '=1+1' in .xlsx and guarded with ' in .csv", async () => {
    const [first] = (await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list;
    await client.accounts.setRemark({ selectType: 1, ids: [first!.id], accountRemark: "=1+1" });
    const xlsx = join(dir, "formula.xlsx");
    const csv = join(dir, "formula.csv");
    expect((await cli(["accounts", "export", "--ids", first!.id, "--out", xlsx])).code).toBe(0);
    expect((await cli(["accounts", "export", "--ids", first!.id, "--out", csv])).code).toBe(0);
    const { rows } = await xlsxRows(xlsx);
    const col = (rows[0] as string[]).indexOf(messages.en["field.accountRemark"]!);
    expect(rows[1]![col]).toBe("=1+1");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(xlsx);
    expect(wb.worksheets[0]!.getRow(2).getCell(col + 1).type).toBe(ExcelJS.ValueType.String);
    expect(readFileSync(csv, "utf8").split("\n")[1]).toContain(",'=1+1,");
  });
});
