// One language at a time (docs/vocabulary.md "One language at a time"): every text of the
// console's locales, the SDK's labels, the calls' titles and the API reference's sentences, the
// sandbox's server messages and the CLI's messages, keeps the rules of ./language-rules.ts in its language; and every key the
// console's source names with t() exists in both languages (a missing one shows as the raw key).
// The CLI's help: ./cli-help-*.test.ts; the pages as rendered: e2e/one-language.spec.ts.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { endpoints, type Language, messages } from "@fixcloud/sdk";
import { beforeAll, describe, expect, it } from "vitest";
import { cliMessages } from "../../packages/cli/src/messages/index.js";
import { t as serverText, textKeys } from "../../packages/fixtures/src/platform/i18n.js";
import { codeTexts, referenceTexts } from "../../packages/sdk/src/openapi/texts.js";
import { callTitles } from "./call-and-help-texts.js";
import { languageFaults, type Wording } from "./language-rules.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const LANGS = ["zh-CN", "en"] as const;
const localeDir = (lang: Language) => join(root, "packages/web/src/i18n/locales", lang);

/** The console's namespaces in `lang`: namespace → key → text. */
function consoleNamespaces(lang: Language): Record<string, Record<string, string>> {
  return Object.fromEntries(
    readdirSync(localeDir(lang))
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(join(localeDir(lang), f), "utf8"))]),
  );
}

/** Every string leaf of a nested object, by dotted path. */
function leaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [];
}

/** A catalogue: its texts in a language, and how its wording is read. */
interface Catalogue {
  texts: (lang: Language) => [string, string][];
  wording: Wording;
}

const catalogues: Record<string, Catalogue> = {
  console: {
    texts: (lang) =>
      Object.entries(consoleNamespaces(lang)).flatMap(([ns, texts]) =>
        Object.entries(texts).map(([k, v]): [string, string] => [`${ns}:${k}`, v]),
      ),
    wording: "console",
  },
  sdk: { texts: (lang) => Object.entries(messages[lang]), wording: "console" },
  titles: {
    texts: (lang) => Object.entries(callTitles(lang)),
    wording: "console",
  },
  reference: {
    texts: (lang) => [...leaves(referenceTexts[lang]), ...leaves(codeTexts[lang])],
    wording: "console",
  },
  cli: { texts: (lang) => Object.entries(cliMessages[lang] as Record<string, string>), wording: "cli" },
  // The server's own texts (each domain adds its own when its texts.ts loads: beforeAll). Read as
  // command-line wording: a refusal names the request's fields (poolId, token) as sent.
  sandbox: {
    texts: (lang) => textKeys(lang).map((key): [string, string] => [key, serverText(lang, key)]),
    wording: "cli",
  },
};

beforeAll(async () => {
  const domains = join(root, "packages/fixtures/src/domains");
  for (const area of readdirSync(domains))
    if (statSync(join(domains, area)).isDirectory() && readdirSync(join(domains, area)).includes("texts.ts"))
      await import(pathToFileURL(join(domains, area, "texts.ts")).href);
});

/** Names that look like keys but are data: the catalogue's call names ("accounts.list"). */
const CALL_NAMES: ReadonlySet<string> = new Set(Object.keys(endpoints));

/** Every text of `read` in `lang` that breaks a rule, as "catalogue key = text: fault". */
function offences(lang: Language, read: Record<string, Catalogue> = catalogues): string[] {
  const found: string[] = [];
  for (const [name, { texts, wording }] of Object.entries(read))
    for (const [key, text] of texts(lang))
      for (const fault of languageFaults(text, lang, CALL_NAMES, wording))
        found.push(`${name} ${lang} ${key} = ${JSON.stringify(text)}: ${fault}`);
  return found;
}

describe("every catalogue keeps to its language", () => {
  for (const lang of LANGS)
    it(`no raw key, no other script, no stray punctuation (${lang})`, () => {
      expect(offences(lang)).toEqual([]);
    });

  it("finds a Han text, full-width brackets, a raw key and an English sentence where there is one", () => {
    const planted = (
      texts: Record<string, string>,
      wording: Wording = "console",
    ): Record<string, Catalogue> => ({
      planted: { texts: () => Object.entries(texts), wording },
    });
    expect(
      offences("en", planted({ a: "Time of the fault（From）", b: "湖北省", c: "field.time", d: "Fine" })),
    ).toHaveLength(3);
    expect(
      offences("zh-CN", planted({ a: "湖北省 Wuhan", b: "请选择 GGA 上报", c: "pools:actions.bindOf" })),
    ).toHaveLength(2);
    expect(
      offences("zh-CN", planted({ a: "Please select an account", b: "请加 --yes 或使用 --dry-run" }, "cli")),
    ).toHaveLength(1);
    expect(catalogues.console!.texts("en").length).toBeGreaterThan(500);
    expect(catalogues.sandbox!.texts("en").length).toBeGreaterThan(100);
  });
});

// ---- Keys the console's source names -------------------------------------------------------

const webSrc = join(root, "packages/web/src");

/** The console's source files (not its tests). */
function sourceFiles(dir = webSrc): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "locales" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `const X_NS = "x"` constants of the source, by name. */
function namespaceConstants(files: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of files)
    for (const [, name, ns] of readFileSync(file, "utf8").matchAll(/export const (\w+_NS) = "(\w+)"/g))
      out.set(name!, ns!);
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The keys of a namespace in a language, plural suffixes folded into their base. */
function keysOf(bundle: Record<string, string>): Set<string> {
  return new Set(Object.keys(bundle).flatMap((k) => [k, k.replace(PLURAL, "")]));
}

/**
 * Literal keys the source passes to t() that a language lacks. A key is looked up in its
 * "ns:" prefix or `{ ns }` option when it has one, else in the file's useTranslation
 * namespaces, then in "sdk" (the console's fallback namespace). A file that takes `t` from its
 * caller (no useTranslation) may use any namespace.
 */
function missingKeys(lang: Language): { missing: string[]; checked: number } {
  const files = sourceFiles();
  const constants = namespaceConstants(files);
  const bundles: Record<string, Set<string>> = Object.fromEntries(
    Object.entries(consoleNamespaces(lang)).map(([ns, b]) => [ns, keysOf(b)]),
  );
  bundles.sdk = keysOf(messages[lang] as Record<string, string>);
  const nsOf = (arg: string) => arg.match(/^"(\w+)"$/)?.[1] ?? constants.get(arg) ?? arg;
  const missing: string[] = [];
  let checked = 0;
  for (const file of files) {
    const src = readFileSync(file, "utf8");
    const own = [...src.matchAll(/useTranslation\(([^)]*)\)/g)].flatMap(([, arg]) =>
      arg!.trim()
        ? arg!
            .replace(/[[\]]/g, "")
            .split(",")
            .map((a) => nsOf(a.trim()))
        : ["common"],
    );
    const fileNamespaces = own.length ? [...own, "sdk"] : Object.keys(bundles);
    for (const [, key, rest] of src.matchAll(/\bt\(\s*"([^"]+)"(\s*,\s*\{[^}]*\})?/g)) {
      const ns = rest?.match(/\bns:\s*("\w+"|\w+_NS)/)?.[1];
      const [prefix, bare] = key!.includes(":") ? key!.split(":", 2) : [undefined, key!];
      const where = prefix ? [prefix] : ns ? [nsOf(ns)] : fileNamespaces;
      checked++;
      if (!where.some((n) => bundles[n]?.has(bare!)))
        missing.push(`${file.slice(webSrc.length + 1)}: t("${key}") not in ${lang} ${where.join("|")}`);
    }
  }
  return { missing, checked };
}

describe("every key the console names exists", () => {
  for (const lang of LANGS)
    it(`in ${lang}`, () => {
      const { missing, checked } = missingKeys(lang);
      expect(missing).toEqual([]);
      expect(checked).toBeGreaterThan(500);
    });
});
