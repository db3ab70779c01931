// How pool amounts and periods read, in both languages (part1 §3 buyTotalName, validName …;
// docs/vocabulary.md): "365 days" / "365天", "1 day" / "1天", "12.5 MB".
// One rule for every app: amounts of whole things (days, minutes, times, devices) are integers,
// cut toward zero (never claim more than is left); traffic keeps two decimals; numbers are
// grouped by Intl; the unit's plural is Intl.PluralRules'; zh writes a Chinese unit right after
// the number ("100次") and a Latin unit after a space ("12.5 MB"), en always with a space.
import type { Language } from "../session/schemas.js";
import { poolsLabels } from "./labels.js";

const label = (lang: Language, key: string): string | undefined =>
  (poolsLabels[lang] as Record<string, string>)[key];

/** Calculation types measured in a divisible unit (MB); every other type counts whole things. */
const DIVISIBLE = new Set(["traffic_pool"]);
/** Decimals shown for a divisible amount. */
const DECIMALS = 2;

const plurals = new Map<Language, Intl.PluralRules>();
/** The plural category of `n` in `lang` ("one" or "other" for the two languages). */
function pluralOf(lang: Language, n: number): Intl.LDMLPluralRule {
  let rules = plurals.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    plurals.set(lang, rules);
  }
  return rules.select(n);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/**
 * `n` grouped for `lang` with at most `decimals` decimals. The formatters are kept: building an
 * Intl.NumberFormat costs tens of µs, and a list page of 1,000 rows formats thousands of amounts.
 */
function formatNumber(lang: Language, n: number, decimals: number): string {
  const key = `${lang}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, { maximumFractionDigits: decimals });
    numberFormats.set(key, format);
  }
  return format.format(n);
}

/** A number and its unit, spaced by the language's rule (see the file comment). */
function withUnit(lang: Language, n: string, unit: string): string {
  if (!unit) return n;
  return lang === "en" || /^[A-Za-z]/.test(unit) ? `${n} ${unit}` : `${n}${unit}`;
}

/** The unit of a calculation type's amounts, e.g. `days`, `MB`, `次`; "" for an unknown type. */
export function calUnitName(lang: Language, calType: string): string {
  return label(lang, `calUnit.${calType}`) ?? "";
}

/**
 * An amount of a calculation type with its unit: "365 days", "1 day", "4,342 times", "365天",
 * "12.5 MB"; "" when there is none. Whole-thing amounts are cut to integers (4342.75 → 4,342).
 */
export function formatAmount(lang: Language, calType: string, amount: number | null): string {
  if (amount === null || !Number.isFinite(amount)) return "";
  const divisible = DIVISIBLE.has(calType);
  const n = divisible ? amount : Math.trunc(amount);
  const text = formatNumber(lang, n, divisible ? DECIMALS : 0);
  const one = pluralOf(lang, n) === "one" ? label(lang, `calUnitOne.${calType}`) : undefined;
  return withUnit(lang, text, one ?? calUnitName(lang, calType));
}

/** A validity or silence period: "12 months", "1 day", "12个月"; "" when there is none. */
export function formatPeriod(lang: Language, n: number | null, unit: string | null): string {
  if (n === null || unit === null) return "";
  const word = label(lang, `period.${unit}.${pluralOf(lang, n) === "one" ? "one" : "other"}`) ?? unit;
  return withUnit(lang, String(n), word);
}
