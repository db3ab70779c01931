// SDK label sets merged per language: what the "sdk" i18next namespace holds. A leaf module (no
// i18next, no settings), so the build can evaluate the first route's labels (packs/sdkLabels.ts)
// and the packs read the namespace's name without starting i18n.
import type { Labels, Language } from "@fixcloud/sdk";

/** Namespace holding the SDK's labels: L-codes, enum and field labels. */
export const SDK_NS = "sdk";

/**
 * The SDK label sets of some areas in one language, merged (no key is defined twice in the SDK).
 * Sets are imported one by one (`accountsLabels` …), so a page bundles only the areas it shows.
 */
export function sdkLabels(language: Language, sets: readonly Labels[]): Record<string, string> {
  return Object.assign({}, ...sets.map((set) => set[language]));
}
