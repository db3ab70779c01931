// The program of `fixcloud` (design.md "CLI"): its global options, help, the nouns and the
// top-level verbs, built for one run (./run-cli.ts) from the verbs' declarations (`command` of
// each verb file, built from the light SDK entry). Commander's own output (help, its errors)
// goes to the run's streams, in the help language. Only the nouns and verbs the command line
// names build their flags: `fixcloud --help` costs little more than starting Node.
import { Command, Option } from "commander";
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
import { audit } from "./commands/audit/index.js";
import { roles } from "./commands/roles/index.js";
import { command as overview } from "./commands/overview/show.js";
import { pools } from "./commands/pools/index.js";
import { subaccounts } from "./commands/subaccounts/index.js";
import { receivers } from "./commands/receivers/index.js";
import { messages } from "./commands/messages/index.js";
import { tickets } from "./commands/tickets/index.js";
import { command as fault } from "./commands/fault/show.js";
import { command as doctor } from "./commands/fault/doctor.js";
import { command as connections } from "./commands/fault/connections.js";
import { ntrip } from "./commands/ntrip/index.js";
import { webhooks } from "./commands/webhooks/index.js";
import { fleet } from "./commands/fleet/index.js";
import { command as listen } from "./commands/listen/listen.js";
import { command as trigger } from "./commands/trigger/trigger.js";
import { helpSettings, translateCommanderError } from "./commander-text.js";
import { exitCodesHelp } from "./exit-codes.js";
import type { TextOut } from "./context.js";
import { examples, h, helpLanguage, mentions } from "./lang.js";
import { type Run, registerNoun, registerVerb } from "./runner.js";

/**
 * The width commander wraps help to on `out`: a terminal's, else none (commander then takes 80,
 * as its own default does for a pipe; its typings want a number, its code takes undefined).
 */
const helpWidth = (out: TextOut) => (out.isTTY ? out.columns : undefined) as number;

declare const __CLI_VERSION__: string;
const VERSION = typeof __CLI_VERSION__ === "string" ? __CLI_VERSION__ : "0.0.0-dev";

/** Options of {@link buildProgram}. */
export interface BuildOptions {
  /** Register every noun's verbs, not only the one the command line names (completion). */
  all?: boolean;
}

/** The program of `run`: every noun and verb, with the flags and actions of those its command line names. */
export async function buildProgram(run: Run, options: BuildOptions = {}): Promise<Command> {
  const { stdout, stderr } = run.io;
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
    // Commander's own errors and headings in the run's language.
    .configureOutput({
      writeOut: (text) => stdout.write(text),
      writeErr: (text) => stderr.write(text),
      outputError: (text, write) => write(translateCommanderError(text)),
      getOutHelpWidth: () => helpWidth(stdout),
      getErrHelpWidth: () => helpWidth(stderr),
    })
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
  const mentioned = options.all ? () => true : (name: string) => mentions(name, run.argv);
  for (const verb of [login, logout, whoami, overview, api]) registerVerb(program, verb, run, mentioned);
  for (const noun of [notices, accounts, pools, jobs, auth, config])
    await registerNoun(program, noun, run, mentioned);
  await registerNoun(program, credentials, run, mentioned);
  await registerNoun(program, subaccounts, run, mentioned);
  await registerNoun(program, roles, run, mentioned);
  await registerNoun(program, receivers, run, mentioned);
  await registerNoun(program, orders, run, mentioned);
  await registerNoun(program, messages, run, mentioned);
  await registerNoun(program, tickets, run, mentioned);
  for (const verb of [fault, doctor, connections]) registerVerb(program, verb, run, mentioned);
  await registerNoun(program, ntrip, run, mentioned);
  await registerNoun(program, fleet, run, mentioned);
  await registerNoun(program, webhooks, run, mentioned);
  await registerNoun(program, audit, run, mentioned);
  for (const verb of [listen, trigger]) registerVerb(program, verb, run, mentioned); // the webhooks' event stream
  registerVerb(program, completion, run);
  return program;
}
