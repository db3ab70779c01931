// `fixcloud` end to end, run in process (./harness.ts) against a sandbox on a free port: the help
// of every command, exit codes, the config directory created private wherever it lives, tables
// and CSV from the SDK's labels, the old date flags, roles, tokens, overview and notices. What
// only the built artefact can show (its start, its entry bundle) is smoke.test.ts's.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { type Account, createClient, messages } from "@fixcloud/sdk";
import { startSandbox } from "@fixcloud/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContext, type Profile, type ProfileStore } from "../src/context.js";
import { parseOptions as parseAccountList, run as runAccountList } from "../src/commands/accounts/list.js";
import { DEAD_URL, OPERATOR_PASSWORD, PASSWORD, type Result, cli as run } from "./harness.js";

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let configDir: string;

function cli(
  args: string[],
  opts: { input?: string; env?: Record<string, string>; dir?: string } = {},
): Promise<Result> {
  const { dir, ...rest } = opts;
  return run(args, { configDir: dir ?? configDir, ...rest });
}

const storedProfile = (): Profile =>
  (JSON.parse(readFileSync(join(configDir, "config.json"), "utf8")) as { profiles: Record<string, Profile> })
    .profiles.default!;

beforeAll(async () => {
  sandbox = await startSandbox({ memory: true, captcha: "1234", port: 0 });
  configDir = mkdtempSync(join(tmpdir(), "fixcloud-cli-"));
});

afterAll(async () => {
  await sandbox?.close();
  if (configDir) rmSync(configDir, { recursive: true, force: true });
});

describe("fixcloud without a session", () => {
  it("shows an example in every command's --help", async () => {
    const commands = [
      [],
      ["login"],
      ["logout"],
      ["whoami"],
      ["overview"],
      ["notices"],
      ["notices", "list"],
      ["notices", "show"],
      ["accounts"],
      ["accounts", "list"],
    ];
    const results = await Promise.all(commands.map((c) => cli([...c, "--help"])));
    results.forEach((r, i) => {
      expect(r.code, commands[i]!.join(" ")).toBe(0);
      expect(r.stdout, commands[i]!.join(" ")).toContain("Example");
    });
  });

  it("exits 4 when not signed in, 2 for a bad flag, 5 when the server is unreachable", async () => {
    const [notSignedIn, badFlag, unknownFlag, badDate, badPage, conflict, offline, noPrompt] =
      await Promise.all([
        cli(["accounts", "list", "--base-url", sandbox.url]),
        cli(["accounts", "list", "--service-state", "7", "--base-url", DEAD_URL]),
        cli(["accounts", "list", "--frobnicate"]),
        cli(["accounts", "list", "--created-from", "2026-13-01", "--base-url", DEAD_URL]),
        cli(["accounts", "list", "--page-size", "0", "--base-url", DEAD_URL]),
        cli(["accounts", "list", "--type", "aux", "--select-type", "1", "--base-url", DEAD_URL]),
        cli(["accounts", "list", "--base-url", DEAD_URL], { env: { FIXCLOUD_TOKEN: "whatever" } }),
        // No TTY and no --password-stdin: a usage error, never a prompt.
        cli(["login", "--username", "demo", "--captcha", "1234", "--base-url", DEAD_URL]),
      ]);
    expect(notSignedIn.code).toBe(4);
    expect(notSignedIn.stderr).toMatch(/Not signed in/);
    for (const r of [badFlag, unknownFlag, badDate, badPage, conflict, noPrompt]) {
      expect(r.code, r.stderr).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
    }
    expect(badFlag.stderr).toMatch(/--service-state must be one of 1, 2, 3, got '7'/);
    expect(noPrompt.stderr).toMatch(/--password-stdin/);
    expect(offline.code).toBe(5);
    expect(offline.stdout).toBe("");
  });

  it("builds filter help from the SDK's labels (in Chinese: help-zh.test.ts)", async () => {
    const [en, notices] = await Promise.all([
      cli(["accounts", "list", "--help"]),
      cli(["notices", "list", "--help"]),
    ]);
    const oneLine = (s: string) => s.replace(/\s+/g, " ");
    const label = (lang: "en" | "zh-CN", key: string) => messages[lang][key]!;
    expect(oneLine(en.stdout)).toContain(
      `--service-state <value> ${label("en", "field.serviceState")}: 1 ${label("en", "serviceState.1")}, 2 ${label("en", "serviceState.2")}, 3 ${label("en", "serviceState.3")}`,
    );
    expect(en.stdout).toContain("--create-time-from <date>");
    expect(en.stdout).not.toContain("--created-from");
    expect(oneLine(notices.stdout)).toContain(
      `--type <value> ${label("en", "field.noticeType")}: 0 ${label("en", "noticeType.0")}`,
    );
    expect(oneLine(notices.stdout)).toContain(`2 ${label("en", "noticeType.2")}`);
  });

  it("never prompts with CI=true", async () => {
    const r = await cli(["login", "--base-url", DEAD_URL], { env: { CI: "true" } });
    expect(r.code).toBe(2);
  });
});

describe("fixcloud with a session", () => {
  let token = "";

  beforeAll(async () => {
    const r = await cli(
      ["login", "--username", "demo", "--password-stdin", "--captcha", "1234", "--base-url", sandbox.url],
      {
        input: `${PASSWORD}\n`,
      },
    );
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Signed in as demo \(customer .+\)/);
    token = storedProfile().token!;
    expect(token).toBeTruthy();
  });

  it("creates its config directory private (0700), wherever it lives", async () => {
    const home = mkdtempSync(join(tmpdir(), "fixcloud-home-"));
    try {
      const login = (env: Record<string, string>) =>
        cli(
          ["login", "--username", "demo", "--password-stdin", "--captcha", "1234", "--base-url", sandbox.url],
          { input: PASSWORD, env: { HOME: home, FIXCLOUD_CONFIG_DIR: "", ...env } },
        );
      const mode = (p: string) => statSync(p).mode & 0o777;
      // The default location under a fresh HOME.
      expect((await login({})).code).toBe(0);
      expect(mode(join(home, ".config", "fixcloud"))).toBe(0o700);
      expect(mode(join(home, ".config", "fixcloud", "config.json"))).toBe(0o600);
      // An XDG_CONFIG_HOME, and a fixcloud directory left wider by an older version.
      const xdg = join(home, "xdg");
      mkdirSync(join(xdg, "fixcloud"), { recursive: true });
      chmodSync(join(xdg, "fixcloud"), 0o755);
      expect((await login({ XDG_CONFIG_HOME: xdg })).code).toBe(0);
      expect(mode(join(xdg, "fixcloud"))).toBe(0o700);
      // A FIXCLOUD_CONFIG_DIR that does not exist yet.
      const given = join(home, "given", "dir");
      expect((await login({ FIXCLOUD_CONFIG_DIR: given })).code).toBe(0);
      expect(mode(given)).toBe(0o700);
      expect(mode(join(given, "config.json"))).toBe(0o600);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });

  it("keeps the config file private (mode 0600)", () => {
    expect(statSync(join(configDir, "config.json")).mode & 0o777).toBe(0o600);
    const p = storedProfile();
    expect(p.baseURL).toBe(sandbox.url.replace(/\/+$/, ""));
    expect(p.accountType).toBe(1);
  });

  it("whoami prints the user but never the token", async () => {
    const [table, json] = await Promise.all([
      cli(["whoami", "--output", "table"]),
      cli(["whoami", "--output", "json"]),
    ]);
    for (const r of [table, json]) {
      expect(r.code).toBe(0);
      expect(r.stdout + r.stderr).not.toContain(token);
    }
    expect(table.stdout).toMatch(/config file \(hidden\)/);
    expect(JSON.parse(json.stdout)).toMatchObject({ user_name: "demo", tokenSource: "config" });
  });

  it("accounts list --service-state 2 --output json returns the SDK's rows", async () => {
    const r = await cli(["accounts", "list", "--service-state", "2", "--output", "json"]);
    expect(r.code, r.stderr).toBe(0);
    const rows = JSON.parse(r.stdout) as Account[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((a) => a.serviceState === 2)).toBe(true);
    const sdk = createClient({ baseURL: sandbox.url, token, language: "en" });
    const page = await sdk.accounts.list({ selectType: 1, serviceState: 2, pageNo: 1, pageSize: 10 });
    expect(rows).toEqual(page.list);
  });

  it("heads the table with the SDK's field labels and shows enum cells by their labels", async () => {
    const r = await cli([
      "accounts",
      "list",
      "--service-state",
      "2",
      "--output",
      "table",
      "--page-size",
      "3",
    ]);
    expect(r.code, r.stderr).toBe(0);
    const [header, first] = r.stdout.trimEnd().split("\n");
    const headers = header!.split("\t");
    expect(headers).toEqual(
      expect.arrayContaining([
        messages.en["field.accountName"],
        messages.en["field.disableState"],
        messages.en["field.serviceState"],
      ]),
    );
    expect(headers).not.toContain("Account");
    expect(headers).not.toContain("Enabled");
    expect(first!.split("\t")[headers.indexOf(messages.en["field.serviceState"]!)]).toBe(
      messages.en["serviceState.2"],
    );
    const zh = await cli(["accounts", "list", "--output", "table", "--page-size", "1", "--lang", "zh-CN"]);
    expect(zh.stdout.split("\t")).toContain(messages["zh-CN"]["field.accountName"]);
  });

  it("still reads the old date flags", async () => {
    const sdk = createClient({ baseURL: sandbox.url, token, language: "en" });
    const rows = (await sdk.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1000 })).list;
    const day = [...rows].map((r) => r.createTime.slice(0, 10)).sort()[Math.floor(rows.length / 2)]!;
    const [oldFlag, newFlag] = await Promise.all([
      cli(["accounts", "list", "--created-from", day, "--all", "--output", "json"]),
      cli(["accounts", "list", "--create-time-from", day, "--all", "--output", "json"]),
    ]);
    expect(oldFlag.code, oldFlag.stderr).toBe(0);
    const picked = JSON.parse(oldFlag.stdout) as Account[];
    expect(picked.length).toBeGreaterThan(0);
    expect(picked.length).toBeLessThan(rows.length);
    expect(picked.every((r) => r.createTime.slice(0, 10) >= day)).toBe(true);
    expect(picked).toEqual(JSON.parse(newFlag.stdout));
  });

  it("--all walks every page; csv has every field", async () => {
    const sdk = createClient({ baseURL: sandbox.url, token, language: "en" });
    const [all, csv, page] = await Promise.all([
      cli(["accounts", "list", "--all", "--online-state", "1", "--page-size", "20"]),
      cli(["accounts", "list", "--output", "csv", "--page-size", "5"]),
      sdk.accounts.list({ selectType: 1, onlineState: 1, pageNo: 1, pageSize: 1 }),
    ]);
    expect(all.code, all.stderr).toBe(0);
    const rows = JSON.parse(all.stdout) as Account[];
    expect(rows).toHaveLength(page.total);
    expect(new Set(rows.map((a) => a.id)).size).toBe(rows.length);
    expect(csv.code, csv.stderr).toBe(0);
    const lines = csv.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(6);
    expect(lines[0]!.split(",")).toEqual(
      expect.arrayContaining(["accountName", "serviceState", "createTime"]),
    );
  });

  it("csv never lets a spreadsheet run a cell as a formula", async () => {
    const sdk = createClient({ baseURL: sandbox.url, token, language: "en" });
    const [victim] = (await sdk.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list;
    const evil = '=HYPERLINK("http://evil.test","x")';
    // The sandbox has no remark handler yet: write the remark where the list reads it.
    sandbox.sandbox.db
      .prepare("UPDATE service_accounts SET account_remark = ? WHERE id = ?")
      .run(evil, victim!.id);
    const r = await cli(["accounts", "list", "--account-name", victim!.accountName, "--output", "csv"]);
    expect(r.code, r.stderr).toBe(0);
    const [header, row] = r.stdout.trimEnd().split("\n");
    expect(header!.split(",")).toContain("accountRemark");
    expect(row).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(row).not.toMatch(/(^|,)=/);
  });

  it("a sub-user sends its role and is held to it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fixcloud-cli-op-"));
    try {
      const login = await cli(
        [
          "login",
          "--username",
          "operator",
          "--password-stdin",
          "--captcha",
          "1234",
          "--base-url",
          sandbox.url,
        ],
        { input: OPERATOR_PASSWORD, dir },
      );
      expect(login.code, login.stderr).toBe(0);
      const [allowed, denied] = await Promise.all([
        cli(["accounts", "list", "--output", "json"], { dir }),
        cli(["accounts", "list", "--type", "aux", "--output", "json"], { dir }),
      ]);
      expect(allowed.code, allowed.stderr).toBe(0);
      expect(denied.code).toBe(1);
      expect(denied.stdout).toBe("");
      expect(denied.stderr).toMatch(/code 403/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a stored token is only sent to its own server; FIXCLOUD_TOKEN overrides the profile", async () => {
    const empty = mkdtempSync(join(tmpdir(), "fixcloud-cli-empty-"));
    try {
      const [otherServer, badEnvToken, envOnly] = await Promise.all([
        cli(["accounts", "list", "--base-url", DEAD_URL]),
        cli(["accounts", "list"], { env: { FIXCLOUD_TOKEN: "not-a-token" } }),
        cli(["accounts", "list", "--output", "json", "--base-url", sandbox.url], {
          dir: empty,
          env: { FIXCLOUD_TOKEN: token },
        }),
      ]);
      expect(otherServer.code).toBe(4);
      expect(otherServer.stderr).toMatch(/signed in to/);
      expect(badEnvToken.code).toBe(4);
      expect(envOnly.code, envOnly.stderr).toBe(0);
      expect(Array.isArray(JSON.parse(envOnly.stdout))).toBe(true);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("overview and notices", async () => {
    const [overview, list] = await Promise.all([
      cli(["overview", "--output", "json"]),
      cli(["notices", "list", "--output", "json"]),
    ]);
    expect(overview.code, overview.stderr).toBe(0);
    expect(JSON.parse(overview.stdout)).toMatchObject({
      onlineCount: expect.any(Number),
      totalCount: expect.any(Number),
      orderSum: expect.any(Number),
      ticketSum: expect.any(Number),
    });
    expect(list.code, list.stderr).toBe(0);
    const notices = JSON.parse(list.stdout) as { noticeId: string }[];
    expect(notices.length).toBeGreaterThan(0);
    const show = await cli(["notices", "show", notices[0]!.noticeId, "--output", "table"]);
    expect(show.code, show.stderr).toBe(0);
    expect(show.stdout).not.toMatch(/<\/?[a-z][^>]*>/i);
    expect(show.stdout).not.toMatch(/<script/i);
  });

  it("run() can be called directly with a test context", async () => {
    const out = new PassThrough();
    let text = "";
    out.on("data", (d) => (text += d));
    const profiles = new Map<string, Profile>([["default", storedProfile()]]);
    const store: ProfileStore = {
      path: "memory",
      get: (n) => ({ ...profiles.get(n) }),
      set: (n, p) => void profiles.set(n, p),
    };
    const ctx = await createContext(
      { profile: "default", output: "json", lang: "en" },
      { store, io: { stdout: out, stderr: new PassThrough(), stdin: new PassThrough(), env: {} } },
    );
    await runAccountList(ctx, parseAccountList([], { type: "high-precision", disableState: "1" }, ctx));
    const rows = JSON.parse(text) as Account[];
    expect(rows.every((a) => a.disableState === 1)).toBe(true);
  });

  it("logout forgets the session", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fixcloud-cli-out-"));
    try {
      const login = await cli(
        ["login", "--username", "demo", "--password-stdin", "--captcha", "1234", "--base-url", sandbox.url],
        { input: PASSWORD, dir },
      );
      expect(login.code, login.stderr).toBe(0);
      const out = await cli(["logout"], { dir });
      expect(out.code).toBe(0);
      const who = await cli(["whoami"], { dir });
      expect(who.code).toBe(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
