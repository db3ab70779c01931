// Startup language for help texts. Loaded at startup, so it must stay import-free: the
// profile's language (stored by conf) is only read inside actions. Help therefore
// follows `--lang`, then FIXCLOUD_LANG, then the LANG/LC_ALL/LC_MESSAGES locale.

export type Language = "zh-CN" | "en";

/** Languages accepted by `--lang`. */
export const LANGUAGES: readonly Language[] = ["zh-CN", "en"];

/** Map a locale string such as `zh_CN.UTF-8`, `zh-CN` or `en_US` to a language, or undefined. */
export function languageFromLocale(locale: string | undefined): Language | undefined {
  if (!locale) return undefined;
  const l = locale.toLowerCase();
  if (l.startsWith("zh")) return "zh-CN";
  if (l.startsWith("en") || l === "c" || l.startsWith("c.") || l === "posix") return "en";
  return undefined;
}

/** `--lang` value given on the command line, if any (`--lang en` or `--lang=en`). */
export function languageFromArgv(argv: readonly string[]): Language | undefined {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const v = a === "--lang" ? argv[i + 1] : a.startsWith("--lang=") ? a.slice(7) : undefined;
    if (v === "zh-CN" || v === "en") return v;
  }
  return undefined;
}

/** Language of the system locale (no profile), `en` when unknown. */
export function localeLanguage(env: NodeJS.ProcessEnv): Language {
  return (
    languageFromLocale(env.FIXCLOUD_LANG) ??
    languageFromLocale(env.LC_ALL) ??
    languageFromLocale(env.LC_MESSAGES) ??
    languageFromLocale(env.LANG) ??
    "en"
  );
}

/** The language of help texts for this process. */
export const helpLanguage: Language = languageFromArgv(process.argv) ?? localeLanguage(process.env);

/** Pick the help text in the startup language: `h("Sign in", "登录")`. */
export function h(en: string, zh: string): string {
  return helpLanguage === "zh-CN" ? zh : en;
}

/** The "Examples" block appended to every command's help. */
export function examples(...lines: string[]): string {
  const title = h("Examples:", "示例 (Examples):");
  return `\n${title}\n${lines.map((l) => `  $ ${l}`).join("\n")}\n`;
}

/**
 * Whether the command line names `noun` (e.g. `fixcloud pools …`, `fixcloud help pools`).
 * The subcommands of a noun are registered only then: `fixcloud --help` lists the nouns and
 * skips building their option tables, keeping start-up close to a bare `node`.
 */
export function mentions(noun: string, argv: readonly string[] = process.argv.slice(2)): boolean {
  return argv.includes(noun);
}
