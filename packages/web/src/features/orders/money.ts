// Amounts of money in the console (part2 §2: 2 to 5 decimals with the currency symbol): the
// SDK's one formatter in the stored interface language, so the console and the CLI write the
// same text (tests/cross-app/money.test.ts).
import { formatMoney } from "@fixcloud/sdk";
import { useCallback } from "react";
import { useSettings } from "../../shared/useSettings";

/** `(amount, currency) => text` in the interface language, e.g. "¥1,234.50" / "CN¥1,234.50". */
export function useFormatMoney(): (amount: number | null | undefined, currency?: string) => string {
  const { language } = useSettings();
  return useCallback((amount, currency) => formatMoney(language, amount, currency), [language]);
}
