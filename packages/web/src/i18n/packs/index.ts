// The console's locale files grouped per language: the first route loads one chunk of
// its own namespaces in the stored language, and a page outside it, or a language switch, loads
// one chunk with every namespace of the language. Both carry the first route's SDK labels in
// their language (./sdkLabels.ts): neither loads the other language. Forty per-file chunks and
// their entries in the import map cost the first route more than the strings themselves.
import type { Language } from "@fixcloud/sdk";
import { SDK_NS } from "../sdkLabels";

/** Locale files of a pack: `../locales/<lang>/<ns>.json` → flat key → text. */
export type Files = Record<string, Record<string, string>>;

/**
 * A pack module: its locale files, and the first route's SDK labels in its language
 * (./sdkLabels.ts), which become the "sdk" namespace: flat key → text.
 */
export interface Pack {
  default: Files;
  sdk: Readonly<Record<string, string>>;
}

/** The first route's namespaces of a language, with its SDK labels. */
export const firstRoutePacks: Record<Language, () => Promise<Pack>> = {
  "zh-CN": () => import("./first.zh-CN"),
  en: () => import("./first.en"),
};

/** Every namespace of a language, with the first route's SDK labels (a language switch). */
export const languagePacks: Record<Language, () => Promise<Pack>> = {
  "zh-CN": () => import("./all.zh-CN"),
  en: () => import("./all.en"),
};

/** A pack as namespace → flat key → text, its SDK labels as the "sdk" namespace. */
export function namespacesOf(pack: Pack): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = { [SDK_NS]: { ...pack.sdk } };
  for (const [path, bundle] of Object.entries(pack.default)) {
    const ns = /\/([^/]+)\.json$/.exec(path)?.[1];
    if (ns) out[ns] = bundle;
  }
  return out;
}
