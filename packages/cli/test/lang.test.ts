// Issue 8 defect 8: the language of every message is decided per run — `--lang` >
// FIXCLOUD_LANG > `config set lang` > LANG — for the CLI's own messages, commander's errors and
// the help headings, also after a sign-in (which froze it before). Unit checks of the
// precedence, then the built bin with each source.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSandbox } from "@fixcloud/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configDir, configFilePath } from "../src/config-file.js";
import { confStore } from "../src/context.js";
import { localeLanguage, resolveLanguage } from "../src/lang.js";
import { ensureBuilt, PASSWORD, runBin } from "./bin-harness.js";

describe("the precedence of the language sources", () => {
  it("flag > FIXCLOUD_LANG > profile > locale, each alone", () => {
    const env = { FIXCLOUD_LANG: "zh-CN", LANG: "en_US.UTF-8" };
    expect(resolveLanguage({ flag: "en", env, configured: "zh-CN" })).toEqual({
      language: "en",
      source: "flag",
    });
    expect(resolveLanguage({ env, configured: "en" })).toEqual({ language: "zh-CN", source: "env" });
    expect(resolveLanguage({ env: { LANG: "zh_CN.UTF-8" }, configured: "en" })).toEqual({
      language: "en",
      source: "config",
    });
    expect(resolveLanguage({ env: { LANG: "zh_TW.UTF-8" } })).toEqual({
      language: "zh-CN",
      source: "locale",
    });
  });

  it("reads FIXCLOUD_LANG as zh* or en*, and ignores anything else", () => {
    expect(resolveLanguage({ env: { FIXCLOUD_LANG: "zh" } }).language).toBe("zh-CN");
    expect(resolveLanguage({ env: { FIXCLOUD_LANG: "fr", LANG: "zh_CN.UTF-8" } })).toEqual({
      language: "zh-CN",
      source: "locale",
    });
  });

  it("takes the locale from LC_ALL, then LC_MESSAGES, then LANG: zh* is zh-CN, anything else en", () => {
    expect(localeLanguage({ LC_ALL: "zh_CN.UTF-8", LANG: "en_US.UTF-8" })).toBe("zh-CN");
    expect(localeLanguage({ LC_MESSAGES: "en_US.UTF-8", LANG: "zh_CN.UTF-8" })).toBe("en");
    expect(localeLanguage({ LANG: "fr_FR.UTF-8" })).toBe("en");
    expect(localeLanguage({})).toBe("en");
  });

  it("finds the config file where conf keeps it (start-up reads it without conf)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fixcloud-lang-conf-"));
    try {
      const given = { FIXCLOUD_CONFIG_DIR: join(dir, "given") };
      expect(configFilePath(given)).toBe((await confStore(given)).path);
      // conf finds its default directory in process.env itself.
      const old = process.env.XDG_CONFIG_HOME;
      process.env.XDG_CONFIG_HOME = join(dir, "xdg");
      try {
        expect(configFilePath(process.env)).toBe((await confStore({})).path);
      } finally {
        if (old === undefined) delete process.env.XDG_CONFIG_HOME;
        else process.env.XDG_CONFIG_HOME = old;
      }
      expect(configDir({}, "darwin")).toMatch(/Library[/\\]Preferences[/\\]fixcloud$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the language of a run of the built bin", () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let dir: string;
  const bin = (args: string[], env: Record<string, string> = {}) =>
    runBin(dir, [...args, "--base-url", sandbox.url], { env: { LANG: "en_US.UTF-8", ...env } });
  /** A run that fails with one of the CLI's own messages (a bad flag value), before any call. */
  const badFilter = ["accounts", "list", "--service-state", "7"];
  const EN = /--service-state must be one of 1, 2, 3, got '7'/;
  const ZH = /--service-state 必须是 1, 2, 3 之一，实际为 '7'/;

  beforeAll(async () => {
    ensureBuilt();
    sandbox = await startSandbox({ memory: true, captcha: "1234", port: 0 });
    dir = mkdtempSync(join(tmpdir(), "fixcloud-lang-"));
    // Sign in with an English locale: the sign-in must not decide later runs' language.
    const login = await runBin(
      dir,
      ["login", "--username", "demo", "--password-stdin", "--captcha", "1234", "--base-url", sandbox.url],
      { input: PASSWORD, env: { LANG: "en_US.UTF-8" } },
    );
    expect(login.code, login.stderr).toBe(0);
  });

  afterAll(async () => {
    await sandbox?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("follows LANG after a sign-in in another language", async () => {
    const zh = await bin(badFilter, { LANG: "zh_CN.UTF-8" });
    expect(zh.code).toBe(2);
    expect(zh.stderr).toMatch(ZH);
    expect(zh.stderr).toMatch(/^错误/);
  });

  it("follows FIXCLOUD_LANG over LANG, and --lang over both", async () => {
    const [env, flag] = await Promise.all([
      bin(badFilter, { FIXCLOUD_LANG: "zh-CN" }),
      bin([...badFilter, "--lang", "en"], { FIXCLOUD_LANG: "zh-CN", LANG: "zh_CN.UTF-8" }),
    ]);
    expect(env.stderr).toMatch(ZH);
    expect(flag.stderr).toMatch(EN);
  });

  it("`config set lang` sets the default; FIXCLOUD_LANG and --lang still win", async () => {
    const set = await bin(["config", "set", "lang", "zh-CN"]);
    expect(set.code, set.stderr).toBe(0);
    try {
      const [byConfig, byEnv, byFlag] = await Promise.all([
        bin(badFilter),
        bin(badFilter, { FIXCLOUD_LANG: "en" }),
        bin([...badFilter, "--lang", "en"]),
      ]);
      expect(byConfig.stderr).toMatch(ZH);
      expect(byEnv.stderr).toMatch(EN);
      expect(byFlag.stderr).toMatch(EN);
      // The stored setting is the person's; the token stays where it was.
      const profile = JSON.parse(readFileSync(join(dir, "config.json"), "utf8")).profiles.default;
      expect(profile).toMatchObject({ language: "zh-CN" });
      expect(profile.token).toBeTruthy();
    } finally {
      await bin(["config", "unset", "lang"]);
    }
  });

  it("translates commander's own errors and the help headings", async () => {
    const [unknownOption, unknownCommand, missing, choice, help, en] = await Promise.all([
      bin(["accounts", "list", "--frobnicate"], { LANG: "zh_CN.UTF-8" }),
      bin(["acounts"], { FIXCLOUD_LANG: "zh-CN" }),
      bin(["config", "set", "lang", "--lang", "zh-CN"]),
      bin(["notices", "list", "--output", "xml", "--lang", "zh-CN"]),
      bin(["config", "--help", "--lang", "zh-CN"]),
      bin(["accounts", "list", "--frobnicate"]),
    ]);
    for (const r of [unknownOption, unknownCommand, missing, choice]) expect(r.code, r.stderr).toBe(2);
    expect(unknownOption.stderr).toMatch(/^错误：未知选项 '--frobnicate'/);
    expect(unknownOption.stderr).toMatch(/（加 --help 查看用法）/);
    expect(unknownCommand.stderr).toMatch(/^错误：未知命令 'acounts'/);
    expect(unknownCommand.stderr).toMatch(/是否想输入 accounts/);
    expect(missing.stderr).toMatch(/^错误：缺少必需的参数 'value'/);
    expect(choice.stderr).toMatch(
      /^错误：选项 '--output <format>' 的取值 'xml' 无效。可选值：table, json, csv。/,
    );
    expect(help.stdout).toMatch(/^用法： fixcloud config/);
    expect(help.stdout).toMatch(/\n命令：\n/);
    expect(help.stdout).toMatch(/\n全局选项：\n/);
    expect(en.stderr).toMatch(/^error: unknown option '--frobnicate'/);
  });
});
