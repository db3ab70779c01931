// The SDK label sets the console's first route shows (menu, overview tiles, announcements): the
// one list of them (first-route budget). The first-route packs carry these labels in
// their own language only, as the "sdk" namespace: ./sdk.<lang>.ts. Only those modules and
// build/sdkLabelPacks.ts (which evaluates this file at build time) import it; a static import
// from the console would bundle both languages again.
import type { Language } from "@fixcloud/sdk";
import { isLCode, noticesLabels, overviewLabels, sharedLabels } from "@fixcloud/sdk/lists";
import { sdkLabels } from "../sdkLabels";

/** The SDK label sets of the first route. */
export const FIRST_ROUTE_SDK_SETS = [sharedLabels, overviewLabels, noticesLabels] as const;

/**
 * The first route's SDK labels in `language`, merged: flat key → text, without the sets' rule
 * messages (./sdk.<lang>.ts). The packs of every namespace carry them (./sdk-all.<lang>.ts).
 */
export function firstRouteSdkLabels(language: Language): Record<string, string> {
  const all = sdkLabels(language, FIRST_ROUTE_SDK_SETS);
  return Object.fromEntries(Object.entries(all).filter(([key]) => !isLCode(key)));
}

/** The same sets in `language` with their rule messages (./sdk-all.<lang>.ts). */
export function pageSdkLabels(language: Language): Record<string, string> {
  return sdkLabels(language, FIRST_ROUTE_SDK_SETS);
}
