// The one way an amount of money reads (part2 §2 "Amounts show 2 to 5 decimals with a currency
// symbol"; orders): Intl.NumberFormat of the interface language with the currency's
// symbol, grouping, and the stored value's own decimals, at least 2 and at most 5 (12.3 →
// "¥12.30", 0.01234 → "¥0.01234", 1.234567 → "¥1.23457"). The console and the CLI both call it
// (tests/cross-app/money.test.ts holds them to it). Plain data and Intl: no zod, so the CLI's
// light entry can carry it.
import type { Language } from "../session/schemas.js";

/** Fewest and most decimals an amount shows. */
export const MONEY_DECIMALS = { min: 2, max: 5 } as const;

/** The currency when an amount names none: the service bills in yuan (part2 §3). */
export const DEFAULT_CURRENCY = "CNY";

const ISO_4217 = /^[A-Z]{3}$/;
const DECIMAL_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

const formats = new Map<string, Intl.NumberFormat>();
/** The formatter of a language and currency, kept: building one costs tens of µs. */
function formatOf(lang: Language, currency: string): Intl.NumberFormat {
  const key = `${lang}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, {
      style: "currency",
      currency,
      minimumFractionDigits: MONEY_DECIMALS.min,
      maximumFractionDigits: MONEY_DECIMALS.max,
      // A value that rounds to zero, or −0, reads "¥0.00", never "-¥0.00".
      signDisplay: "negative",
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * `amount` in `currency` as the language writes it: "¥1,234.50" (zh-CN), "CN¥1,234.50" (en),
 * "-¥0.125", "$2.50125" (USD, en). Decimals: the stored value's, at least 2, at most 5 (rounded half
 * away from zero beyond). `amount` is a number or decimal text ("12.34500"; text keeps digits a
 * double would lose); `currency` an ISO 4217 code (default CNY). Returns "" for a missing or
 * non-numeric amount. A malformed currency code is not a symbol: the number is written with the
 * code after it ("12.30 XX1"), so a bad row never throws.
 */
export function formatMoney(
  lang: Language,
  amount: number | string | null | undefined,
  currency: string = DEFAULT_CURRENCY,
): string {
  if (amount === null || amount === undefined) return "";
  if (typeof amount === "string" ? !DECIMAL_TEXT.test(amount) : !Number.isFinite(amount)) return "";
  // Intl.NumberFormat takes decimal text as an exact decimal (ES2023).
  const value = (typeof amount === "string" ? amount.trim() : amount) as unknown as number;
  if (ISO_4217.test(currency)) return formatOf(lang, currency).format(value);
  return `${formatOf(lang, DEFAULT_CURRENCY)
    .formatToParts(value)
    .filter((p) => p.type !== "currency" && p.type !== "literal")
    .map((p) => p.value)
    .join("")} ${currency}`;
}
