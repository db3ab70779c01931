// How pool amounts and periods read, in both languages: "365 days" / "365天", "12 months" /
// "12个月" (part1 §3 buyTotalName, validName …). The sandbox fills the `…Name` fields with
// them; the console and CLI can format the same way.
import type { Language } from "../session/schemas.js";
import { poolsLabels } from "./labels.js";

const label = (lang: Language, key: string): string | undefined =>
  (poolsLabels[lang] as Record<string, string>)[key];

/** The unit of a calculation type's amounts, e.g. `days`, `MB`, `次`; "" for an unknown type. */
export function calUnitName(lang: Language, calType: string): string {
  return label(lang, `calUnit.${calType}`) ?? "";
}

/** An amount with its unit: "365 days", "365天", "12.5 MB"; "" when there is none. */
export function formatAmount(lang: Language, calType: string, amount: number | null): string {
  if (amount === null) return "";
  const unit = calUnitName(lang, calType);
  const n = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return lang === "en" || unit === "MB" ? `${n} ${unit}` : `${n}${unit}`;
}

/** A validity or silence period: "12 months", "1 day", "12个月"; "" when there is none. */
export function formatPeriod(lang: Language, n: number | null, unit: string | null): string {
  if (n === null || unit === null) return "";
  const word = label(lang, `period.${unit}.${n === 1 ? "one" : "other"}`) ?? unit;
  return lang === "en" ? `${n} ${word}` : `${n}${word}`;
}
