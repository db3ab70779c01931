#!/usr/bin/env node
// The `fixcloud` entry, built as CommonJS (see tsup.config.ts). Startup loads only commander
// and the small registration modules:
// every action imports its verb module (and with it the SDK, conf, prompts, tables) lazily,
// so `fixcloud --help` costs little more than starting Node.
import { Command, CommanderError, Option } from "commander";
import { registerAccounts } from "./commands/accounts/index.js";
import { registerAuth } from "./commands/auth/index.js";
import { registerNotices } from "./commands/notices/index.js";
import { registerOverview } from "./commands/overview/index.js";
import { registerPools } from "./commands/pools/index.js";
import { ExitCode, exitCodeFor } from "./exit-codes.js";
import { examples, h, helpLanguage } from "./lang.js";

declare const __CLI_VERSION__: string;
const VERSION = typeof __CLI_VERSION__ === "string" ? __CLI_VERSION__ : "0.0.0-dev";

export function buildProgram(): Command {
  const program = new Command("fixcloud")
    .description(
      h(
        "Command line for the fixcloud GNSS correction service console.",
        "fixcloud 差分定位服务控制台命令行。",
      ),
    )
    .version(VERSION, "-v, --version", h("Print the version.", "显示版本号。"))
    .helpOption("-h, --help", h("Show help for a command.", "显示命令帮助。"))
    .helpCommand("help [command]", h("Show help for a command.", "显示命令帮助。"))
    .option(
      "--profile <name>",
      h("Profile to use from the config file.", "使用配置文件中的哪个配置。"),
      "default",
    )
    .option(
      "--base-url <url>",
      h(
        "Server URL (default: FIXCLOUD_BASE_URL, else the profile's, else http://127.0.0.1:8787).",
        "服务器地址（默认：FIXCLOUD_BASE_URL，其次为配置中的地址，否则 http://127.0.0.1:8787）。",
      ),
    )
    .addOption(
      new Option(
        "--output <format>",
        h(
          "Output format (default: table on a terminal, json when piped).",
          "输出格式（默认：终端中为 table，管道中为 json）。",
        ),
      ).choices(["table", "json", "csv"]),
    )
    .addOption(
      new Option(
        "--lang <language>",
        h(
          "Language of messages (default: the profile's, else LANG).",
          "提示语言（默认：配置中的语言，否则 LANG）。",
        ),
      ).choices(["zh-CN", "en"]),
    )
    .option(
      "-y, --yes",
      h("Never prompt; assume yes to confirmations.", "不进行任何交互提示，确认一律视为“是”。"),
    )
    .option(
      "--no-color",
      h("Do not colour the output (also NO_COLOR).", "输出不使用颜色（也可设置 NO_COLOR）。"),
    )
    .showHelpAfterError(h("(add --help for usage)", "（加 --help 查看用法）"))
    .exitOverride()
    .addHelpText(
      "after",
      examples(
        "fixcloud login --username demo",
        "fixcloud accounts list --service-state 2",
        "fixcloud notices list --all --output json",
      ) +
        h(
          "\nExit codes: 0 ok, 1 API error, 2 usage, 3 partial failure, 4 not signed in, 5 connection, 130 stopped (resumable).\n",
          "\n退出码：0 成功，1 接口错误，2 用法错误，3 部分失败，4 未登录，5 连接失败，130 已中断（可续跑）。\n",
        ),
    );
  // Subcommands inherit the error handling and output settings of the program.
  program.configureHelp({ sortSubcommands: false, showGlobalOptions: true });
  registerAuth(program);
  registerOverview(program);
  registerNotices(program);
  registerAccounts(program);
  registerPools(program);
  for (const cmd of program.commands) inheritSettings(cmd);
  return program;
}

function inheritSettings(cmd: Command): void {
  cmd.exitOverride().showHelpAfterError(h("(add --help for usage)", "（加 --help 查看用法）"));
  cmd.configureHelp({ showGlobalOptions: true });
  for (const sub of cmd.commands) inheritSettings(sub);
}

/** Print an error for a person: the message only; the stack only with FIXCLOUD_DEBUG=1. */
function report(error: unknown): void {
  if (error instanceof CommanderError) return; // commander already printed it
  // A stopped bulk job has already said how to resume.
  if (error instanceof Error && error.name === "StoppedError") return;
  const debug = process.env.FIXCLOUD_DEBUG === "1";
  const e = error instanceof Error ? error : new Error(String(error));
  const code = (e as { code?: unknown }).code;
  const prefix = helpLanguage === "zh-CN" ? "错误" : "Error";
  const suffix = e.name === "ApiError" && typeof code === "number" ? ` (code ${code})` : "";
  process.stderr.write(`${prefix}: ${e.message}${suffix}\n`);
  if (e.name === "ApiError" && (code === 401 || code === 406))
    process.stderr.write(`${h("Sign in again: fixcloud login", "请重新登录：fixcloud login")}\n`);
  if (debug && e.stack) process.stderr.write(`${e.stack}\n`);
}

async function main(argv: string[]): Promise<void> {
  // A closed pipe (`fixcloud ... | head`) is not an error.
  process.stdout.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code === "EPIPE") process.exit(ExitCode.OK);
  });
  const program = buildProgram();
  if (argv.length <= 2) {
    program.outputHelp();
    return;
  }
  try {
    await program.parseAsync(argv);
  } catch (error) {
    report(error);
    process.exitCode = exitCodeFor(error);
  }
}

void main(process.argv);
