import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { allEnumLabelKeys, isLCode, type Language, labelSets, messages } from "@fixcloud/sdk";
import { describe, expect, it } from "vitest";
import { cliMessages } from "../../packages/cli/src/messages/index.js";
import { createSandbox } from "../../packages/fixtures/src/index.js";
import { t as sandboxText, textKeys } from "../../packages/fixtures/src/platform/i18n.js";
import { callTitles, cliInlineHelp } from "./call-and-help-texts.js";

// Every label of a domain value (states, types, products, calculation types, units, reasons,
// field and column names) lives once, in the SDK's labels. This test reads the other
// catalogues (the console's locale files, the CLI's messages and its inline help in both
// languages, the sandbox's server texts, the calls' titles in the OpenAPI document) and fails
// when one of them holds such a label itself: a key in an SDK label namespace, or a text that
// equals an SDK domain label in the same language.

const LANGUAGES: readonly Language[] = ["zh-CN", "en"];
const root = fileURLToPath(new URL("../..", import.meta.url));

/** The SDK's label namespaces of domain values: enum names, fields, units, periods, reasons. */
const enumKeys = allEnumLabelKeys();
const DOMAIN_PREFIXES = [
  ...new Set([
    ...enumKeys.filter((k) => !isLCode(k)).map((k) => k.split(".")[0]!),
    "field",
    "calUnit",
    "period",
  ]),
];
const isDomainKey = (key: string) => DOMAIN_PREFIXES.some((p) => key.startsWith(`${p}.`));

/** "Service state:" and "service state" read as the same label. */
const norm = (s: string) =>
  s
    .trim()
    .replace(/[:：.。]+$/, "")
    .toLowerCase();

/** The SDK's domain labels of a language: normalized text → key. */
function domainLabels(lang: Language): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, text] of Object.entries(messages[lang])) if (isDomainKey(key)) out.set(norm(text), key);
  return out;
}

/** The console's strings of a language, by `namespace:key`. */
function consoleStrings(lang: Language): Record<string, string> {
  const dir = `${root}/packages/web/src/i18n/locales/${lang}`;
  const out: Record<string, string> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const ns = file.replace(/\.json$/, "");
    for (const [key, text] of Object.entries(JSON.parse(readFileSync(`${dir}/${file}`, "utf8"))))
      out[`${ns}:${key}`] = String(text);
  }
  return out;
}

/** The sandbox's own server texts of a language (every domain registered: create one sandbox). */
function sandboxStrings(lang: Language): Record<string, string> {
  return Object.fromEntries(textKeys(lang).map((k) => [k, sandboxText(lang, k)]));
}

/**
 * Texts that equal a domain label but are not one: a sentence or a UI word that happens to
 * read the same. Each names why; keep this list short.
 */
const NOT_LABELS: Readonly<Record<string, string>> = {
  "console:common:action.close": "a Close button, not the trial state Off (关闭)",
  "console:common:filters.placeholderSelect": "a select's placeholder, not a behaviour type's All",
  "console:common:validity.unitPlaceholder": "the time-unit select's placeholder, not the pool's amount unit",
  "console:login:password": "the user's sign-in password, not a service account's",
  "console:login:submit": "the sign-in button, not the behaviour record type Login (登录)",
  "console:shell:header.notCertified":
    "the session's not-certified flag (part1 §4), shown before any certification page",
  "cli:login.password": "the user's sign-in password prompt, not a service account's",
};

describe("labels of domain values live only in the SDK", () => {
  createSandbox({ memory: true }).close();
  const catalogues = {
    console: consoleStrings,
    cli: (lang: Language) => cliMessages[lang] as Record<string, string>,
    sandbox: sandboxStrings,
  };
  /** Texts keyed by where they are written (file:line, call name), not by label keys. */
  const texts = { ...catalogues, cliHelp: cliInlineHelp, titles: callTitles };

  it("no app or sandbox catalogue defines a key in an SDK label namespace", () => {
    const found: string[] = [];
    for (const [app, read] of Object.entries(catalogues))
      for (const lang of LANGUAGES)
        for (const key of Object.keys(read(lang))) {
          const bare = key.includes(":") ? key.split(":")[1]! : key;
          if (isDomainKey(bare)) found.push(`${app} ${lang} ${key}`);
        }
    expect(found).toEqual([]);
  });

  it("no app or sandbox catalogue repeats the text of an SDK domain label", () => {
    const found: string[] = [];
    for (const lang of LANGUAGES) {
      const labels = domainLabels(lang);
      for (const [app, read] of Object.entries(texts))
        for (const [key, text] of Object.entries(read(lang))) {
          const twin = labels.get(norm(text));
          if (twin && !NOT_LABELS[`${app}:${key}`])
            found.push(`${app} ${lang} ${key} = "${text}" (SDK ${twin})`);
        }
    }
    expect(found).toEqual([]);
  });

  it("reads real catalogues (so an empty read cannot pass the test)", () => {
    for (const [app, read] of Object.entries(texts))
      for (const lang of LANGUAGES)
        expect(Object.keys(read(lang)).length, `${app} ${lang}`).toBeGreaterThan(20);
    expect(Object.keys(labelSets)).toContain("accounts");
    expect(domainLabels("en").get("in service")).toBe("serviceState.2");
  });
});
