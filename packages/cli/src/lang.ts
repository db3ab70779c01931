// The language of one run. Every message,
// commander's own errors and the help follow, per run: `--lang` > FIXCLOUD_LANG > the profile's
// default (`fixcloud config set lang`) > the locale (LC_ALL, LC_MESSAGES, LANG: zh* → zh-CN,
// else en). Loaded at start-up, so it imports only Node built-ins: the profile's default is
// read straight from the config file (./config-file.ts), without conf.
import { readProfileFile } from "./config-file.js";

export type Language = "zh-CN" | "en";

/** Languages accepted by `--lang`, FIXCLOUD_LANG and `config set lang`. */
export const LANGUAGES: readonly Language[] = ["zh-CN", "en"];

/**
 * A locale string such as `zh_CN.UTF-8`, `zh-TW`, `en_US` or `C` as a language: zh* is zh-CN,
 * en*, C and POSIX are en; anything else (or nothing) is undefined.
 */
export function languageFromLocale(locale: string | undefined): Language | undefined {
  if (!locale) return undefined;
  const l = locale.toLowerCase();
  if (l.startsWith("zh")) return "zh-CN";
  if (l.startsWith("en") || l === "c" || l.startsWith("c.") || l === "posix") return "en";
  return undefined;
}

/** The value of a global flag on the command line (`--flag v` or `--flag=v`), if given. */
export function flagFromArgv(argv: readonly string[], flag: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--") return undefined;
    if (a === flag) return argv[i + 1];
    if (a.startsWith(`${flag}=`)) return a.slice(flag.length + 1);
  }
  return undefined;
}

/** `--lang` value given on the command line, if it is one of {@link LANGUAGES}. */
export function languageFromArgv(argv: readonly string[]): Language | undefined {
  const v = flagFromArgv(argv, "--lang");
  return v === "zh-CN" || v === "en" ? v : undefined;
}

/**
 * The system locale's language: the first set of LC_ALL, LC_MESSAGES and LANG (POSIX order),
 * zh* → zh-CN, anything else → en.
 */
export function localeLanguage(env: NodeJS.ProcessEnv): Language {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG;
  return languageFromLocale(locale) === "zh-CN" ? "zh-CN" : "en";
}

/** Where a run's language came from (`config list` and the tests say it). */
export type LanguageSource = "flag" | "env" | "config" | "locale";

/** The inputs of {@link resolveLanguage}. */
export interface LanguageInputs {
  /** `--lang`, already checked by commander's choices. */
  flag?: Language;
  env: NodeJS.ProcessEnv;
  /** The profile's default (`config set lang`). */
  configured?: Language;
}

/**
 * The language of this run and where it came from: `--lang` > FIXCLOUD_LANG (zh* or en*) >
 * the profile's default > the locale. A FIXCLOUD_LANG that names neither language is ignored.
 */
export function resolveLanguage(i: LanguageInputs): { language: Language; source: LanguageSource } {
  if (i.flag) return { language: i.flag, source: "flag" };
  const fromEnv = languageFromLocale(i.env.FIXCLOUD_LANG);
  if (fromEnv) return { language: fromEnv, source: "env" };
  if (i.configured === "zh-CN" || i.configured === "en") return { language: i.configured, source: "config" };
  return { language: localeLanguage(i.env), source: "locale" };
}

/**
 * The language a command line decides before any action runs (`argv`: the words after
 * `fixcloud`): the same sources as the run's context, the profile's default read without conf.
 */
export function startupLanguage(argv: readonly string[], env: NodeJS.ProcessEnv): Language {
  const profile = readProfileFile(env, flagFromArgv(argv, "--profile") ?? "default");
  return resolveLanguage({ flag: languageFromArgv(argv), env, configured: profile?.language }).language;
}

/**
 * The language of the help and commander's own errors, decided once per process at start-up
 * (the process is one run): verb declarations take their help texts from it when they load.
 */
export const helpLanguage: Language = startupLanguage(process.argv.slice(2), process.env);

/** Pick the text in the run's language: `h("Sign in", "登录")`. */
export function h(en: string, zh: string): string {
  return helpLanguage === "zh-CN" ? zh : en;
}

/** The "Examples" block appended to every command's help. */
export function examples(...lines: string[]): string {
  const title = h("Examples:", "示例：");
  return `\n${title}\n${lines.map((l) => `  $ ${l}`).join("\n")}\n`;
}

/**
 * Whether the command line names `noun` (e.g. `fixcloud pools …`, `fixcloud help pools`).
 * The subcommands of a noun are registered only then: `fixcloud --help` lists the nouns and
 * skips building their option tables, keeping start-up close to a bare `node`.
 */
export function mentions(noun: string, argv: readonly string[]): boolean {
  return argv.includes(noun);
}
