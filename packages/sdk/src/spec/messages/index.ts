import en from "./en.json" with { type: "json" };
import zhCN from "./zh-CN.json" with { type: "json" };

/** A flat message catalogue: L-codes (e.g. `L000342`) and label keys (e.g. `serviceState.1`). */
export type MessageCatalogue = Readonly<Record<string, string>>;

/**
 * The message catalogues of both interface languages (part1 §8, part2 §8 and every enum,
 * menu and permission label). Both hold exactly the same keys (checked by a test).
 */
export const messages: { readonly "zh-CN": MessageCatalogue; readonly en: MessageCatalogue } = {
  "zh-CN": zhCN,
  en,
};

/** The message of `key` in `language`, or the key itself when the catalogue lacks it. */
export function translate(key: string, language: "zh-CN" | "en"): string {
  return messages[language][key] ?? key;
}
