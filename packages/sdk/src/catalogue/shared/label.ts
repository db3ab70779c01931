// How an area writes its labels: one object per area with both languages side by side, the
// same keys in each (the compiler checks it; a test checks that no key is defined twice).
// catalogue/labels.ts merges every area into the catalogue the apps read.
import type { Language } from "../session/schemas.js";

/** A flat message catalogue: L-codes (e.g. `L000342`) and label keys (e.g. `serviceState.1`). */
export type MessageCatalogue = Readonly<Record<string, string>>;

/** One area's labels in both interface languages. */
export type Labels<K extends string = string> = { readonly [L in Language]: Readonly<Record<K, string>> };

/** Define an area's labels; both languages must hold exactly the same keys. */
export function defineLabels<const K extends string>(labels: {
  readonly "zh-CN": Readonly<Record<K, string>>;
  readonly en: Readonly<Record<NoInfer<K>, string>>;
}): Labels<K> {
  return labels;
}

/**
 * Merge area label sets into one catalogue per language. Throws when two sets define the
 * same key: every label exists once.
 */
export function mergeLabels(...sets: readonly Labels[]): Record<Language, Record<string, string>> {
  const out: Record<Language, Record<string, string>> = { "zh-CN": {}, en: {} };
  for (const set of sets)
    for (const lang of ["zh-CN", "en"] as const)
      for (const [key, text] of Object.entries(set[lang])) {
        if (lang === "zh-CN" && key in out[lang]) throw new Error(`labels: ${key} is defined twice`);
        out[lang][key] = text;
      }
  return out;
}
