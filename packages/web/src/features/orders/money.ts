// Amounts of money in the console (part2 §2: 2 to 5 decimals with the currency symbol): the
// SDK's one formatter, so the console and the CLI write the same text
// (tests/cross-app/money.test.ts). No React and no settings here, so Node tests import it;
// components use useFormatMoney (./useFormatMoney.ts), which adds the stored language.
import { formatMoney, type Language } from "@fixcloud/sdk";

/**
 * The text of an amount in `language`, as every order screen shows it: the SDK's formatMoney,
 * e.g. "¥1,234.50" (zh-CN), "CN¥1,234.50" (en); "" for a missing amount.
 */
export function moneyText(language: Language, amount: number | null | undefined, currency?: string): string {
  return formatMoney(language, amount, currency);
}
