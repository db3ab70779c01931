// `fixcloud api` against a sandbox: every kind of call — read, write, download,
// upload, a paged list walked with --paginate — by name, alias and path, with the session's
// token; typed -f fields checked against the call's schema before anything is sent; unknown
// names answered with close matches; sign-in calls refused. The CLI in process
// (./harness.ts), a sandbox on a free port, FIXCLOUD_TOKEN as CI signs in.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FixcloudClient, Pool } from "@fixcloud/sdk";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseOptions as parseApi, run as runApi } from "../src/commands/api/call.js";
import { createContext, type ProfileStore } from "../src/context.js";
import { UsageError } from "../src/errors.js";
import { cli, DEAD_URL, type Result } from "./harness.js";
import { startRecorder } from "./recorder.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

let session: SignedIn;
let dir: string;
let client: FixcloudClient;
let env: Record<string, string>;

function api(args: string[], extra: Record<string, string> = {}, input?: string): Promise<Result> {
  return cli(["api", ...args], {
    configDir: dir,
    env: { ...env, ...extra },
    ...(input === undefined ? {} : { input }),
  });
}

beforeAll(async () => {
  session = await signedInSandbox("fixcloud-api-");
  ({ dir, client, env } = session);
});

afterAll(() => session?.close());

describe("fixcloud api", () => {
  it("reads: by name, by alias and by path, with the session's token", async () => {
    const page = await client.accounts.list({ selectType: 1, pageNo: 2, pageSize: 3 });
    for (const call of [
      "accounts.selectAccServList",
      "accounts.list",
      "/console/accountList/selectAccServList",
    ]) {
      const r = await api([
        call,
        "-f",
        "selectType=1",
        "-f",
        "pageNo=2",
        "-f",
        "pageSize=3",
        "--jq",
        ".list[].id",
      ]);
      expect(r.code, `${call}: ${r.stderr}`).toBe(0);
      expect(r.stdout).toBe(`${page.list.map((a) => a.id).join("\n")}\n`);
    }
    const detail = await api(["accounts.selectAccServDetail", "-f", `id=${page.list[0]!.id}`]);
    expect(JSON.parse(detail.stdout).accountName).toBe(page.list[0]!.accountName);
    const noToken = await api(["accounts.list", "-f", "selectType=1"], { FIXCLOUD_TOKEN: "not-a-token" });
    expect(noToken.code).toBe(4);
  });

  it("--paginate walks every page of either paging style into one array", async () => {
    const recorder = await startRecorder(session.url);
    try {
      // One array of every row, read here.
      const r = await api(["accounts.list", "-f", "selectType=1", "-f", "pageSize=50", "--paginate"], {
        FIXCLOUD_BASE_URL: recorder.url,
      });
      expect(r.code, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout)).toHaveLength(188); // the seed's high-precision accounts
      expect(recorder.paths.filter((p) => p.endsWith("/selectAccServList"))).toHaveLength(4);
    } finally {
      await recorder.close();
    }
    const notices = await api(["notices.list", "--paginate", "--jq", "length"]);
    let total = 0;
    for await (const _ of client.notices.listAll({})) total++;
    expect(notices.stdout, notices.stderr).toBe(`${total}\n`);
    const notList = await api(["accounts.selectAccServDetail", "-f", "id=1", "--paginate"], {
      FIXCLOUD_BASE_URL: DEAD_URL,
    });
    expect(notList.code).toBe(2);
  });

  it("writes: a typed body checked by the call's schema; bad fields change nothing (exit 2)", async () => {
    const account = (await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list[0]!;
    const bad = await api(
      ["accounts.setPassword", "-f", `accountId=${account.accountId}`, "-f", "password=short"],
      {
        FIXCLOUD_BASE_URL: DEAD_URL,
      },
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/accounts\.setPassword: password: .*\(L000333\)/);
    const r = await api([
      "accounts.setPassword",
      "-f",
      `accountId=${account.accountId}`,
      "-f",
      "password=abcd1234",
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect((await client.accounts.retrieve(account.id)).password).toBe("abcd1234");
    // --input gives the body; fields add to it.
    const body = join(dir, "body.json");
    writeFileSync(body, JSON.stringify({ accountId: account.accountId }));
    const viaInput = await api(["accounts.setPassword", "--input", body, "-f", "password=wxyz9876"]);
    expect(viaInput.code, viaInput.stderr).toBe(0);
    expect((await client.accounts.retrieve(account.id)).password).toBe("wxyz9876");
    // --encrypt sends the field RSA-encrypted: the server then sees no 8-character password.
    const encrypted = await api([
      "accounts.setPassword",
      "--input",
      body,
      "-f",
      "password=abcd1234",
      "--encrypt",
      "password",
    ]);
    expect(encrypted.code).toBe(1);
    expect((await client.accounts.retrieve(account.id)).password).toBe("wxyz9876");
    const noField = await api(
      ["accounts.setPassword", "--input", body, "-f", "password=abcd1234", "--encrypt", "nope"],
      {
        FIXCLOUD_BASE_URL: DEAD_URL,
      },
    );
    expect(noField.stderr).toMatch(/--encrypt nope/);
    expect(noField.code).toBe(2);
    const stdin = await api(
      ["accounts.selectAccServDetail", "--input", "-", "--jq", ".id"],
      {},
      JSON.stringify({ id: account.id }),
    );
    expect(stdin.stdout).toBe(`${account.id}\n`);
  });

  it("downloads: written to --out, refused without it on a terminal, bytes when piped", async () => {
    const account = (await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list[0]!;
    const out = join(dir, "accounts.xlsx");
    const r = await api([
      "accounts.batchExportExcel",
      "-f",
      "selectType=1",
      "-f",
      `ids[]=${account.id}`,
      "--out",
      out,
    ]);
    expect(r.code, r.stderr).toBe(0);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(out);
    const cells = wb.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toContain(account.accountName);
    const again = await api(
      ["accounts.batchExportExcel", "-f", "selectType=1", "-f", `ids[]=${account.id}`, "--out", out],
      {
        FIXCLOUD_BASE_URL: DEAD_URL,
      },
    );
    expect(again.code).toBe(2); // exists, no --force: refused before any call
    const piped = await api(["accounts.batchExportExcel", "-f", "selectType=1", "-f", `ids[]=${account.id}`]);
    expect(piped.stdout.slice(0, 2)).toBe("PK");
    const json = await api(["accounts.list", "-f", "selectType=1", "--out", join(dir, "x.json")], {
      FIXCLOUD_BASE_URL: DEAD_URL,
    });
    expect(json.code).toBe(2);
  });

  it("refuses to write a file's bytes to a terminal, before any call", async () => {
    const store: ProfileStore = { path: "memory", get: () => ({}), set: () => {} };
    const terminal = { write: () => true, isTTY: true };
    const ctx = await createContext(
      { lang: "en", baseUrl: DEAD_URL },
      {
        store,
        io: { stdout: terminal, stderr: terminal, stdin: process.stdin, env: { FIXCLOUD_TOKEN: "t" } },
      },
    );
    const opts = parseApi(["accounts.batchExportExcel"], { field: ["selectType=1", "ids[]=1"] }, ctx);
    await expect(runApi(ctx, opts)).rejects.toThrow(UsageError);
    await expect(runApi(ctx, opts)).rejects.toThrow(/give --out FILE/);
  });

  it("uploads: -F file=@path is the file, the other fields the message", async () => {
    const pools: Pool[] = [];
    for await (const p of client.pools.listAll({ selectType: 1 })) pools.push(p);
    const pool =
      pools.find((p) => p.calType === "concurrent_pool" && p.abpState !== 2) ??
      pools.find((p) => p.calType === "concurrent_pool")!;
    const file = join(dir, "devices.xlsx");
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("s");
    ws.addRow(["SN"]);
    ws.addRow(["API-UPLOAD-1"]);
    await wb.xlsx.writeFile(file);
    const missing = await api(["pools.uploadConcPoolDevice", "-f", `poolId=${pool.poolId}`], {
      FIXCLOUD_BASE_URL: DEAD_URL,
    });
    expect(missing.code).toBe(2);
    const r = await api(["pools.uploadConcPoolDevice", "-F", `file=@${file}`, "-f", `poolId=${pool.poolId}`]);
    expect(r.code, r.stderr).toBe(0);
    const devices = [];
    for await (const d of client.pools.devices.listAll(pool, {})) devices.push(d.sn);
    expect(devices).toContain("API-UPLOAD-1");
    const unreadable = await api(
      ["pools.uploadConcPoolDevice", "-F", `file=@${join(dir, "nope.xlsx")}`, "-f", `poolId=${pool.poolId}`],
      {
        FIXCLOUD_BASE_URL: DEAD_URL,
      },
    );
    expect(unreadable.code).toBe(2);
    expect(unreadable.stderr).toMatch(/cannot read .*nope\.xlsx: ENOENT/);
  });

  it("lists every call, suggests close names, refuses sign-in calls", async () => {
    const list = await api(["--list"], { FIXCLOUD_BASE_URL: DEAD_URL });
    const calls = JSON.parse(list.stdout) as { name: string; method: string; path: string }[];
    expect(calls).toContainEqual(
      expect.objectContaining({
        name: "accounts.selectAccServList",
        method: "POST",
        path: "/api/console/accountList/selectAccServList",
      }),
    );
    const typo = await api(["accounts.slectAccServLst"], { FIXCLOUD_BASE_URL: DEAD_URL });
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/Did you mean: .*accounts\.selectAccServList/);
    const signIn = await api(["session.loginByUsername", "-f", "username=demo"], {
      FIXCLOUD_BASE_URL: DEAD_URL,
    });
    expect(signIn.code).toBe(2);
    expect(signIn.stderr).toMatch(/fixcloud login/);
  });
});
