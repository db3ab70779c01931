// The help and commander's own errors in Chinese, the CLI in process. The
// help language is decided once, when the CLI's modules load (./harness.ts): this file loads
// them in Chinese, as a process started with --lang zh-CN, FIXCLOUD_LANG=zh-CN or a Chinese
// locale does. Labels come from the SDK's messages, the exit-code line from src/exit-codes.ts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { messages } from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { exitCodesHelp } from "../src/exit-codes.js";
import { helpLanguage } from "../src/lang.js";
import { cli as run } from "./harness.js";

// Before the imports above are evaluated: src/lang.ts reads it once, as at a process's start.
vi.hoisted(() => {
  process.env.FIXCLOUD_LANG = "zh-CN";
});

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "fixcloud-help-zh-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cli = (args: string[], env: Record<string, string> = {}) =>
  run(args, { configDir: dir, env: { FIXCLOUD_BASE_URL: "http://127.0.0.1:9", ...env } });
const oneLine = (s: string) => s.replace(/\s+/g, " ");
const zh = messages["zh-CN"];

describe("the help in Chinese", () => {
  it("is the language the CLI was loaded in", () => {
    expect(helpLanguage).toBe("zh-CN");
  });

  it("ends the main help with the exit codes and where the environment variables are", async () => {
    const r = await cli(["--help", "--lang", "zh-CN"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`\n${exitCodesHelp("zh-CN")}\n`);
    expect(r.stdout).toContain("环境变量：fixcloud help environment");
  });

  it("builds filter help from the SDK's labels", async () => {
    const r = await cli(["accounts", "list", "--help", "--lang", "zh-CN"]);
    expect(r.code).toBe(0);
    expect(oneLine(r.stdout)).toContain(
      `${zh["field.disableState"]}：1 ${zh["disableState.1"]}，2 ${zh["disableState.2"]}`,
    );
  });

  it("describes the bulk verbs and their filters", async () => {
    const r = await cli(["accounts", "activate", "--help", "--lang", "zh-CN"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("激活待服务账号");
    expect(r.stdout).toContain("示例：");
    expect(oneLine(r.stdout)).toContain(
      `1 ${zh["serviceState.1"]}，2 ${zh["serviceState.2"]}，3 ${zh["serviceState.3"]}`,
    );
  });

  it("translates commander's own errors and the help headings", async () => {
    const [unknownOption, unknownCommand, missing, choice, help] = await Promise.all([
      cli(["accounts", "list", "--frobnicate"], { LANG: "zh_CN.UTF-8" }),
      cli(["acounts"], { FIXCLOUD_LANG: "zh-CN" }),
      cli(["config", "set", "lang", "--lang", "zh-CN"]),
      cli(["notices", "list", "--output", "xml", "--lang", "zh-CN"]),
      cli(["config", "--help", "--lang", "zh-CN"]),
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
  });

  it("translates the usage line, of the program and of a verb: no English word of commander's left", async () => {
    const [top, verb, noun] = await Promise.all([
      cli(["--help", "--lang", "zh-CN"]),
      cli(["accounts", "list", "--help", "--lang", "zh-CN"]),
      cli(["accounts", "--help", "--lang", "zh-CN"]),
    ]);
    expect(top.stdout.split("\n")[0]).toBe("用法： fixcloud [选项] [命令]");
    expect(verb.stdout.split("\n")[0]).toBe("用法： fixcloud accounts list [选项]");
    expect(noun.stdout.split("\n")[0]).toBe("用法： fixcloud accounts [选项] [命令]");
    // A filter flag's help from the SDK's Chinese labels (the "expiring within" windows).
    expect(verb.stdout).toMatch(/--expiring-within <days>\s+即将到期：10d 10 天内到期，30d 30 天内到期/);
    for (const r of [top, verb, noun]) {
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).not.toMatch(/Usage:|\[options\]|\[command\]/);
    }
  });
});
