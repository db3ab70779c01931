// Commander's own words in the run's language (every message, commander's own errors
// included). Commander writes its errors (unknown option, missing argument, unknown command, bad
// choice …) and help headings in English; `configureOutput`/`configureHelp` hand them to these
// functions before they are printed. Start-up code: no imports beyond commander and lang.ts.
import { Help } from "commander";
import { helpLanguage, type Language } from "./lang.js";

/** One commander error: its English text (commander 14, lib/command.js) and the Chinese. */
const ERRORS: readonly (readonly [RegExp, string])[] = [
  [/^error: unknown option '(.+?)'/, "错误：未知选项 '$1'"],
  [/^error: unknown command '(.+?)'/, "错误：未知命令 '$1'"],
  [/^error: missing required argument '(.+?)'/, "错误：缺少必需的参数 '$1'"],
  [/^error: option '(.+?)' argument missing/, "错误：选项 '$1' 缺少取值"],
  [/^error: required option '(.+?)' not specified/, "错误：必须提供选项 '$1'"],
  [/^error: option '(.+?)' argument '(.*?)' is invalid\./, "错误：选项 '$1' 的取值 '$2' 无效。"],
  [
    /^error: command-argument value '(.*?)' is invalid for argument '(.+?)'\./,
    "错误：参数 '$2' 的取值 '$1' 无效。",
  ],
  [/^error: (.+?) cannot be used with (.+)$/m, "错误：$1 不能与 $2 同时使用"],
  [
    /^error: too many arguments(?: for '(.+?)')?\. Expected (\d+) arguments? but got (\d+)\./,
    "错误：参数过多，应为 $2 个，实际为 $3 个。",
  ],
  [/ ?Allowed choices are (.+?)\./, "可选值：$1。"],
  [/\(Did you mean one of (.+?)\?\)/, "（是否想输入以下之一：$1？）"],
  [/\(Did you mean (.+?)\?\)/, "（是否想输入 $1？）"],
];

/** Commander's error text in `lang` (English is left as commander wrote it). */
export function translateCommanderError(text: string, lang: Language = helpLanguage): string {
  if (lang === "en") return text;
  let out = text;
  for (const [pattern, zh] of ERRORS) out = out.replace(pattern, zh);
  return out;
}

/** Help headings, in the order commander prints them. */
const TITLES: Readonly<Record<string, string>> = {
  "Usage:": "用法：",
  "Arguments:": "参数：",
  "Options:": "选项：",
  "Commands:": "命令：",
  "Global Options:": "全局选项：",
};

/** Commander's placeholders in a usage line, in Chinese. */
const USAGE_WORDS: Readonly<Record<string, string>> = {
  "[options]": "[选项]",
  "[command]": "[命令]",
};

const usageWords = (text: string): string =>
  text
    .split(" ")
    .map((w) => USAGE_WORDS[w] ?? w)
    .join(" ");

/** The help settings of every command: headings and the `(choices: …, default: …)` notes in the run's language. */
export function helpSettings(lang: Language = helpLanguage): Partial<Help> {
  const settings: Partial<Help> = { sortSubcommands: false, showGlobalOptions: true };
  if (lang === "en") return settings;
  return {
    ...settings,
    styleTitle: (title: string) => TITLES[title] ?? title,
    // Commander's own words of the usage line (`fixcloud accounts [options] [command]`) and of
    // the command list; the arguments' names are the CLI's and stay as declared.
    styleUsage(this: Help, usage: string) {
      return Help.prototype.styleUsage.call(this, usageWords(usage));
    },
    styleSubcommandTerm(this: Help, term: string) {
      return Help.prototype.styleSubcommandTerm.call(this, usageWords(term));
    },
    optionDescription(this: Help, option) {
      const full = Help.prototype.optionDescription.call(this, option);
      // Only the note commander appends is translated; the description is ours already.
      const own = option.description ?? "";
      if (!full.startsWith(own) || full === own) return full;
      const note = full
        .slice(own.length)
        .replace(
          /(\(|, )(choices|default|preset|env): /g,
          (_m, sep: string, w: string) => `${sep === "(" ? "（" : "，"}${NOTES[w]}：`,
        )
        .replace(/\)$/, "）");
      return `${own}${note}`;
    },
  };
}

const NOTES: Readonly<Record<string, string>> = {
  choices: "可选值",
  default: "默认",
  preset: "预设",
  env: "环境变量",
};
