// The console's locale files grouped per language (issue 12): the first route loads one chunk of
// its own namespaces in the stored language, and a page outside it, or a language switch, loads
// one chunk with every namespace of the language. Forty per-file chunks and their entries in the
// import map cost the first route more than the strings themselves.
import type { Language } from "@fixcloud/sdk";

/** Locale files of a pack: `../locales/<lang>/<ns>.json` → flat key → text. */
export type Pack = Record<string, Record<string, string>>;

/** The first route's namespaces of a language. */
export const firstRoutePacks: Record<Language, () => Promise<{ default: Pack }>> = {
  "zh-CN": () => import("./first.zh-CN"),
  en: () => import("./first.en"),
};

/** Every namespace of a language. */
export const languagePacks: Record<Language, () => Promise<{ default: Pack }>> = {
  "zh-CN": () => import("./all.zh-CN"),
  en: () => import("./all.en"),
};

/** A pack as namespace → flat key → text. */
export function namespacesOf(pack: Pack): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [path, bundle] of Object.entries(pack)) {
    const ns = /\/([^/]+)\.json$/.exec(path)?.[1];
    if (ns) out[ns] = bundle;
  }
  return out;
}
