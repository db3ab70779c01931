#!/usr/bin/env node
// The `fixcloud` entry (design.md "CLI"), built as CommonJS (see tsup.config.ts): the program,
// its global options and the verbs' declarations (`command` of each verb file, built from the
// light SDK entry). Every action imports its verb module (and with it the SDK client, conf,
// prompts, tables) lazily, so `fixcloud --help` costs little more than starting Node.
import { Command, CommanderError, Option } from "commander";
import { accounts } from "./commands/accounts/index.js";
import { command as api } from "./commands/api/call.js";
import { auth } from "./commands/auth/index.js";
import { command as login } from "./commands/auth/login.js";
import { command as logout } from "./commands/auth/logout.js";
import { command as whoami } from "./commands/auth/whoami.js";
import { command as completion } from "./commands/completion/completion.js";
import { config } from "./commands/config/index.js";
import { credentials } from "./commands/credentials/index.js";
import { jobs } from "./commands/jobs/index.js";
import { notices } from "./commands/notices/index.js";
import { orders } from "./commands/orders/index.js";
import { roles } from "./commands/roles/index.js";
import { command as overview } from "./commands/overview/show.js";
import { pools } from "./commands/pools/index.js";
import { subaccounts } from "./commands/subaccounts/index.js";
import { receivers } from "./commands/receivers/index.js";
import { messages } from "./commands/messages/index.js";
import { tickets } from "./commands/tickets/index.js";
import { command as fault } from "./commands/fault/show.js";
import { command as doctor } from "./commands/fault/doctor.js";
import { ntrip } from "./commands/ntrip/index.js";
import { helpSettings, translateCommanderError } from "./commander-text.js";
import { commanderExitCode, ExitCode, exitCodesHelp } from "./exit-codes.js";
import { examples, h, helpLanguage, mentions } from "./lang.js";
import { registerNoun, registerVerb } from "./runner.js";

declare const __CLI_VERSION__: string;
const VERSION = typeof __CLI_VERSION__ === "string" ? __CLI_VERSION__ : "0.0.0-dev";

/** Options of {@link buildProgram}. */
export interface BuildOptions {
  /** Register every noun's verbs, not only the one the command line names (completion). */
  all?: boolean;
}

export function buildProgram(options: BuildOptions = {}): Command {
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
          "Language of messages (default: FIXCLOUD_LANG, else `config set lang`, else LANG).",
          "提示语言（默认：FIXCLOUD_LANG，其次为 `config set lang` 的设置，否则 LANG）。",
        ),
      ).choices(["zh-CN", "en"]),
    )
    .option(
      "-y, --yes",
      h("Never prompt; assume yes to confirmations.", "不进行任何交互提示，确认一律视为“是”。"),
    )
    .option(
      "--timeout <seconds>",
      h("Seconds one call may take (default: 60).", "单次请求的超时秒数（默认：60）。"),
    )
    .option(
      "--debug",
      h(
        "Print each call to stderr: method, URL, status, time (also FIXCLOUD_DEBUG=api).",
        "在 stderr 打印每次请求：方法、URL、状态、耗时（也可设置 FIXCLOUD_DEBUG=api）。",
      ),
    )
    .option(
      "--no-color",
      h("Do not colour the output (also NO_COLOR).", "输出不使用颜色（也可设置 NO_COLOR）。"),
    )
    .showHelpAfterError(h("(add --help for usage)", "（加 --help 查看用法）"))
    .exitOverride()
    // Commander's own errors and headings in the run's language (issue 8 defect 8).
    .configureOutput({ outputError: (text, write) => write(translateCommanderError(text)) })
    .configureHelp(helpSettings())
    .addHelpText(
      "after",
      examples(
        "fixcloud login --username demo",
        "fixcloud accounts list --service-state 2",
        "fixcloud notices list --all --output json",
      ) +
        `\n${exitCodesHelp(helpLanguage)}\n` +
        h("Environment variables: fixcloud help environment\n", "环境变量：fixcloud help environment\n"),
    );
  // Subcommands are created by program.command(), which copies the settings above (error
  // handling, output, help) into each of them. Only the verbs the command line names build
  // their flags (start-up); completion asks for all of them.
  const mentioned = options.all ? () => true : (name: string) => mentions(name);
  for (const verb of [login, logout, whoami, overview, api]) registerVerb(program, verb, mentioned);
  for (const noun of [notices, accounts, pools, jobs, auth, config]) registerNoun(program, noun, mentioned);
  registerNoun(program, credentials, mentioned);
  registerNoun(program, subaccounts, mentioned);
  registerNoun(program, roles, mentioned);
  registerNoun(program, receivers, mentioned);
  registerNoun(program, orders, mentioned);
  registerNoun(program, messages, mentioned);
  registerNoun(program, tickets, mentioned);
  for (const verb of [fault, doctor]) registerVerb(program, verb, mentioned);
  registerNoun(program, ntrip, mentioned);
  registerVerb(program, completion);
  return program;
}

/**
 * Report an error of the command line itself: commander has already printed its own (help,
 * version, unknown flag). Verb errors never get here: ./action.ts reports and maps them. The
 * stack only with FIXCLOUD_DEBUG=1.
 */
function fail(error: unknown): ExitCode {
  if (error instanceof CommanderError) return commanderExitCode(error);
  const e = error instanceof Error ? error : new Error(String(error));
  process.stderr.write(`${h("Error", "错误")}: ${e.message}\n`);
  if (process.env.FIXCLOUD_DEBUG === "1" && e.stack) process.stderr.write(`${e.stack}\n`);
  return ExitCode.API_ERROR;
}

async function main(argv: string[]): Promise<void> {
  // A closed pipe (`fixcloud ... | head`) is not an error.
  process.stdout.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code === "EPIPE") process.exit(ExitCode.OK);
  });
  // Two entries that are not commands: the answer to a Tab (the completion script calls it)
  // and the help topic `fixcloud help environment`.
  if (argv[2] === "completion-server") {
    const { complete } = await import("./commands/completion/server.js");
    await complete(buildProgram({ all: true }), process.env);
    return;
  }
  if (argv[2] === "help" && (argv[3] === "environment" || argv[3] === "env")) {
    const { environmentHelp } = await import("./commands/help/environment.js");
    process.stdout.write(environmentHelp());
    return;
  }
  const program = buildProgram();
  if (argv.length <= 2) {
    program.outputHelp();
    return;
  }
  try {
    await program.parseAsync(argv);
  } catch (error) {
    process.exitCode = fail(error);
  }
}

void main(process.argv);
