// The console has no fallback language (./index.ts: a fallback would load every zh-CN namespace
// next to the English ones), so a key missing in one language would show as the key itself:
// every namespace must hold the same keys in zh-CN and en, each with text. Plural keys differ by
// language (Chinese has only `_other`, English `_one` and `_other`): they are compared by base.
import { describe, expect, it } from "vitest";

const files = import.meta.glob<Record<string, string>>("./locales/*/*.json", {
  eager: true,
  import: "default",
});

const byNamespace = new Map<string, Partial<Record<string, Record<string, string>>>>();
for (const [path, bundle] of Object.entries(files)) {
  const [, lng, ns] = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!lng || !ns) continue;
  byNamespace.set(ns, { ...byNamespace.get(ns), [lng]: bundle });
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** The keys of a bundle with plural suffixes folded into their base. */
const baseKeys = (bundle: Record<string, string>) =>
  [...new Set(Object.keys(bundle).map((k) => k.replace(PLURAL, "")))].sort();

describe("console locales", () => {
  it("are found", () => {
    expect(byNamespace.size).toBeGreaterThan(15);
  });

  it.each([...byNamespace.keys()])("%s has the same keys, each with text, in zh-CN and en", (ns) => {
    const { "zh-CN": zh = {}, en = {} } = byNamespace.get(ns) ?? {};
    expect(baseKeys(en)).toEqual(baseKeys(zh));
    // Within a language i18next falls back to `_other`, then to the bare key: every plural has one.
    for (const bundle of [zh, en])
      for (const key of Object.keys(bundle).filter((k) => PLURAL.test(k)))
        expect(bundle[key.replace(PLURAL, "_other")] ?? bundle[key.replace(PLURAL, "")], key).toBeDefined();
    for (const bundle of [zh, en]) for (const text of Object.values(bundle)) expect(text.trim()).not.toBe("");
  });

  it.each([...byNamespace.keys()])("%s puts no bare count before a plural noun in English", (ns) => {
    const { en = {} } = byNamespace.get(ns) ?? {};
    // Placeholders that name a thing ("{{address}} is", "My {{kind}} tickets") are no counts;
    // unit symbols read the same for any count ("{{max}} ms").
    const neverCounts = new Set(["account", "address", "id", "kind", "name", "position", "url", "poolId"]);
    const unitSymbols = new Set(["ms"]);
    // `{{count}}` in a key with plural forms is read in the form i18next picks for it: English
    // needs `_one` beside `_other` (or beside the bare key, which serves as `_other`).
    const plural = (key: string) => PLURAL.test(key) || `${key}_one` in en;
    for (const key of Object.keys(en).filter((k) => k.endsWith("_other")))
      expect(en[key.replace(PLURAL, "_one")], `${key} without _one`).toBeDefined();
    const bare = Object.entries(en).flatMap(([key, text]) =>
      [...text.matchAll(/(\d+ to )?\{\{\s*(\w+)[^}]*\}\} (?:[A-Za-z]+ )?([A-Za-z]+s)\b/g)]
        .filter(([, range, name, word]) => {
          // "1 to {{max}} days": the noun counts the range, plural for any upper bound.
          if (range || neverCounts.has(name!) || unitSymbols.has(word!)) return false;
          return !(name === "count" && plural(key));
        })
        .map(([found]) => `${key}: ${found}`),
    );
    expect(bare).toEqual([]);
  });
});
