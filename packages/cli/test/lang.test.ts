// The language of every message is decided per run — `--lang` >
// FIXCLOUD_LANG > `config set lang` > LANG — for the CLI's own messages, commander's errors and
// the help headings, also after a sign-in (which froze it before). Unit checks of the
// precedence, then runs of the CLI in process with each source. Commander's errors and the help
// headings in Chinese are help-zh.test.ts's (the help language is the module graph's: see
// ./harness.ts).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSandbox } from "@fixcloud/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configDir, configFilePath } from "../src/config-file.js";
import { confStore } from "../src/context.js";
import { localeLanguage, resolveLanguage, startupLanguage } from "../src/lang.js";
import { cli, PASSWORD } from "./harness.js";

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
      // The run's environment decides, never the process's: a given dir, XDG_CONFIG_HOME, HOME.
      for (const env of [
        { FIXCLOUD_CONFIG_DIR: join(dir, "given") },
        { XDG_CONFIG_HOME: join(dir, "xdg"), HOME: join(dir, "home") },
        { HOME: join(dir, "home") },
      ]) {
        const store = await confStore(env);
        expect(configFilePath(env)).toBe(store.path);
        // What conf writes is what start-up reads.
        store.set("default", { language: "zh-CN" });
        expect(startupLanguage([], { ...env, LANG: "en_US.UTF-8" })).toBe("zh-CN");
      }
      expect(configFilePath({ HOME: join(dir, "home") })).toBe(
        join(dir, "home", ".config", "fixcloud", "config.json"),
      );
      expect(configDir({}, "darwin")).toMatch(/Library[/\\]Preferences[/\\]fixcloud$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the language of a run", () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let dir: string;
  const bin = (args: string[], env: Record<string, string> = {}) =>
    cli([...args, "--base-url", sandbox.url], { configDir: dir, env: { LANG: "en_US.UTF-8", ...env } });
  /** A run that fails with one of the CLI's own messages (a bad flag value), before any call. */
  const badFilter = ["accounts", "list", "--service-state", "7"];
  const EN = /--service-state must be one of 1, 2, 3, got '7'/;
  const ZH = /--service-state 必须是 1, 2, 3 之一，实际为 '7'/;

  beforeAll(async () => {
    sandbox = await startSandbox({ memory: true, captcha: "1234", port: 0 });
    dir = mkdtempSync(join(tmpdir(), "fixcloud-lang-"));
    // Sign in with an English locale: the sign-in must not decide later runs' language.
    const login = await cli(
      ["login", "--username", "demo", "--password-stdin", "--captcha", "1234", "--base-url", sandbox.url],
      { configDir: dir, input: PASSWORD, env: { LANG: "en_US.UTF-8" } },
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

  it("leaves commander's own errors in English in an English run", async () => {
    const en = await bin(["accounts", "list", "--frobnicate"]);
    expect(en.code).toBe(2);
    expect(en.stderr).toMatch(/^error: unknown option '--frobnicate'/);
    expect(en.stderr).toMatch(/\(add --help for usage\)/);
  });
});
