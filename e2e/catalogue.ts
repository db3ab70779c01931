import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// The product's own strings for the browser tests: the console's i18n namespaces and the SDK's
// message catalogue, in either language, so a walk finds things by the labels a person reads and
// never by a copy of them.

export type Lang = "zh-CN" | "en";
/** Both interface languages. */
export const LANGS: readonly Lang[] = ["zh-CN", "en"];
/** The other language. */
export const otherThan = (lang: Lang): Lang => (lang === "zh-CN" ? "en" : "zh-CN");
/** The repository's root. */
export const root = fileURLToPath(new URL("..", import.meta.url));

const json = (path: string) => JSON.parse(readFileSync(join(root, path), "utf8")) as Record<string, string>;
/** A console i18n namespace in a language. */
export const webStrings = (lang: Lang, ns: string) =>
  json(`packages/web/src/i18n/locales/${lang}/${ns}.json`);
// The SDK's labels as the built package exports them (the light entry: no zod, no client).
const sdk = createRequire(import.meta.url)(join(root, "packages/sdk/dist/lists.cjs")) as {
  messages: Record<Lang, Record<string, string>>;
};
/** The SDK's message catalogue (L-codes, state, field and menu labels) in a language. */
export const sdkStrings = (lang: Lang) => sdk.messages[lang];
/** A catalogue string with its {{name}} placeholders filled; a missing key fails loudly. */
export function fill(s: string | undefined, vars: Record<string, string | number> = {}): string {
  if (s === undefined) throw new Error("missing string");
  return s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ""));
}
