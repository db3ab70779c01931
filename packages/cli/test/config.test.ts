// `fixcloud config get|set|unset|list`, the CLI in process: each setting round-trips,
// a bad key or value is exit 2 and leaves the file as it was, the file stays 0600 in a 0700
// directory, the profiles are listed with the active one, a new server signs the profile out,
// and a stored default output applies to a run.
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSandbox } from "@fixcloud/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli as run, PASSWORD } from "./harness.js";

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let root: string;
let dir: string;

const cli = (args: string[], env: Record<string, string> = {}) => run(args, { configDir: dir, env });
const runIn = (configDir: string, args: string[], input?: string) =>
  run(args, { configDir, ...(input === undefined ? {} : { input }) });
const file = () => join(dir, "config.json");
const profiles = () =>
  JSON.parse(readFileSync(file(), "utf8")).profiles as Record<string, Record<string, unknown>>;

beforeAll(async () => {
  sandbox = await startSandbox({ memory: true, captcha: "1234", port: 0 });
  root = mkdtempSync(join(tmpdir(), "fixcloud-config-"));
  // A config directory the CLI creates itself, to check the modes it gives.
  dir = join(root, "fixcloud");
  const login = await runIn(
    dir,
    ["login", "--username", "demo", "--password-stdin", "--captcha", "1234", "--base-url", sandbox.url],
    PASSWORD,
  );
  expect(login.code, login.stderr).toBe(0);
});

afterAll(async () => {
  await sandbox?.close();
  rmSync(root, { recursive: true, force: true });
});

describe("fixcloud config", () => {
  it("sets, gets and unsets every setting; the file stays 0600 in a 0700 directory", async () => {
    const values = { lang: "zh-CN", "time-zone": "local", output: "csv" } as const;
    for (const [key, value] of Object.entries(values)) {
      const set = await cli(["config", "set", key, value]);
      expect(set.code, set.stderr).toBe(0);
      expect((await cli(["config", "get", key])).stdout).toBe(`${value}\n`);
    }
    expect(profiles().default).toMatchObject({ language: "zh-CN", timeZone: "local", output: "csv" });
    expect(statSync(file()).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const key of Object.keys(values)) expect((await cli(["config", "unset", key])).code).toBe(0);
    expect((await cli(["config", "get", "lang"])).stdout).toBe("\n");
    expect(profiles().default).not.toHaveProperty("language");
    expect(profiles().default!.token).toBeTruthy();
  });

  it("refuses a bad key or value with exit 2 and changes nothing", async () => {
    const before = readFileSync(file(), "utf8");
    const results = await Promise.all([
      cli(["config", "set", "colour", "red"]),
      cli(["config", "set", "lang", "fr"]),
      cli(["config", "set", "time-zone", "Asia/Shanghai"]),
      cli(["config", "set", "output", "xml"]),
      cli(["config", "set", "base-url", "ftp://example.com"]),
      cli(["config", "set", "base-url", "https://user:pw@example.com"]),
      cli(["config", "get", "nope"]),
    ]);
    for (const r of results) {
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
    expect(results[0]!.stderr).toMatch(
      /Unknown setting 'colour'. Settings: lang, time-zone, base-url, output/,
    );
    expect(results[1]!.stderr).toMatch(/lang must be one of zh-CN, en, got 'fr'/);
    expect(results[4]!.stderr).toMatch(/base-url must be an http/);
    expect(readFileSync(file(), "utf8")).toBe(before);
  });

  it("applies a stored default output to a run; --output still wins", async () => {
    await cli(["config", "set", "output", "csv"]);
    try {
      const [stored, flag] = await Promise.all([
        cli(["notices", "list", "--base-url", sandbox.url]),
        cli(["notices", "list", "--output", "json", "--base-url", sandbox.url]),
      ]);
      expect(stored.code, stored.stderr).toBe(0);
      expect(stored.stdout.split("\n")[0]).toMatch(/noticeId/);
      expect(() => JSON.parse(stored.stdout)).toThrow();
      expect(Array.isArray(JSON.parse(flag.stdout))).toBe(true);
    } finally {
      await cli(["config", "unset", "output"]);
    }
  });

  it("lists the profiles with the active one, never a token", async () => {
    await cli(["config", "set", "base-url", "https://staging.example.com/", "--profile", "staging"]);
    const token = profiles().default!.token as string;
    const [json, table] = await Promise.all([
      cli(["config", "list", "--output", "json", "--profile", "staging"]),
      cli(["config", "list", "--output", "table"]),
    ]);
    expect(json.code, json.stderr).toBe(0);
    const listed = JSON.parse(json.stdout);
    expect(listed.profile).toBe("staging");
    expect(listed.settings).toContainEqual({
      key: "base-url",
      value: "https://staging.example.com",
      default: "http://127.0.0.1:8787",
      set: true,
    });
    expect(listed.profiles).toEqual([
      { name: "default", active: false, baseURL: sandbox.url, user_name: "demo", signedIn: true },
      {
        name: "staging",
        active: true,
        baseURL: "https://staging.example.com",
        user_name: null,
        signedIn: false,
      },
    ]);
    expect(table.stdout).toMatch(/\* default\t/);
    expect(table.stdout).toMatch(/ {2}staging\thttps:\/\/staging.example.com\t\(not signed in\)/);
    for (const r of [json, table]) expect(r.stdout + r.stderr).not.toContain(token);
  });

  it("signs a profile out when its server changes: its token is never sent to another server", async () => {
    const other = mkdtempSync(join(root, "other-"));
    const login = await runIn(
      other,
      ["login", "--username", "demo", "--password-stdin", "--captcha", "1234", "--base-url", sandbox.url],
      PASSWORD,
    );
    expect(login.code).toBe(0);
    const same = await runIn(other, ["config", "set", "base-url", `${sandbox.url}/`]);
    expect(same.stderr).not.toMatch(/signed out/);
    const moved = await runIn(other, ["config", "set", "base-url", "http://127.0.0.1:9"]);
    expect(moved.code).toBe(0);
    expect(moved.stderr).toMatch(/Profile 'default' was signed out/);
    const stored = JSON.parse(readFileSync(join(other, "config.json"), "utf8")).profiles.default;
    expect(stored.token).toBeUndefined();
    expect(stored.baseURL).toBe("http://127.0.0.1:9");
  });
});
