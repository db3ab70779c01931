// What the two embedded pages share (developer docs): the language the console asked
// for (`?lang=zh-CN|en`, anything else is zh-CN, the console's default), the document's `lang`
// attribute set to it, and a string of the language.
import { type DevdocsKey, devdocsBundles } from "./texts";

/** A language of the console. */
export type PageLanguage = "zh-CN" | "en";

/** The page's language from its `?lang=`; `<html lang>` is set to it. */
export function pageLanguage(search = window.location.search): PageLanguage {
  const lang: PageLanguage = new URLSearchParams(search).get("lang") === "en" ? "en" : "zh-CN";
  document.documentElement.lang = lang;
  return lang;
}

/** The string `key` in `lang`, `{{name}}` replaced from `values`. */
export function text(lang: PageLanguage, key: DevdocsKey, values: Record<string, string> = {}): string {
  return devdocsBundles[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}
