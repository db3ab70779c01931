// The console's amounts in the stored interface language (part2 §2; orders).
import { useCallback } from "react";
import { useSettings } from "../../shared/useSettings";
import { moneyText } from "./money";

/** `(amount, currency) => text` in the interface language (see {@link moneyText}). */
export function useFormatMoney(): (amount: number | null | undefined, currency?: string) => string {
  const { language } = useSettings();
  return useCallback((amount, currency) => moneyText(language, amount, currency), [language]);
}
