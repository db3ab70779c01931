// i18next setup shared by the sign-in page and the console (part1 §1: zh-CN and en). Each page
// passes only the namespaces it renders, so login.html does not carry the console's strings,
// and the console adds react-i18next as a plugin (the sign-in page has no React). The SDK's
// labels (L-codes, enum and field labels) live in the "sdk" namespace, registered per area:
// a page registers the areas it shows (./services.ts adds accounts and pools with their chunks).
// The console's first-route sets come in its language packs instead, one language at a time
// (./packs/sdkLabels.ts); registrations merge into them, keys already there are kept.
// Keys are flat ("tiles.online") everywhere, like the SDK's ("serviceState.1", "L000342"),
// hence keySeparator: false.
import type { Labels, Language } from "@fixcloud/sdk";
import i18next, { type BackendModule, type i18n as I18n, type ThirdPartyModule } from "i18next";
import { getSettings } from "../shared/settings";
import { SDK_NS, sdkLabels } from "./sdkLabels";

export { SDK_NS };

/** The interface languages (part1 §1). */
export const LANGUAGES: readonly Language[] = ["zh-CN", "en"];

/**
 * A page's own string bundles: namespace → flat key → text, per language. The console passes its
 * stored language only (the other loads through its backend on a switch).
 */
export type Bundles = Partial<Record<Language, Record<string, Record<string, string>>>>;

const registered = new Set<Labels>();

/**
 * Add SDK label sets to the "sdk" namespace in both languages, once each, merged into what is
 * there (the first route's labels of a pack stay). Without an i18next backend, react-i18next
 * treats added bundles as loaded, so nothing suspends.
 */
export function registerSdkLabels(...sets: readonly Labels[]): void {
  const fresh = sets.filter((set) => !registered.has(set));
  if (!fresh.length) return;
  for (const set of fresh) registered.add(set);
  for (const lng of LANGUAGES) i18next.addResourceBundle(lng, SDK_NS, sdkLabels(lng, fresh), true, false);
}

/**
 * Add a feature's own namespaces when its lazy chunk loads (a namespace already present, e.g.
 * loaded by ./lazy.ts, is kept). `bundles`: language → namespace → flat key → text.
 */
export function addBundles(bundles: Bundles): void {
  for (const [lng, namespaces] of Object.entries(bundles))
    for (const [ns, bundle] of Object.entries(namespaces))
      if (!i18next.hasResourceBundle(lng, ns)) i18next.addResourceBundle(lng, ns, bundle);
}

/**
 * Start i18next in the stored language with the page's bundles (their "sdk" namespace, if any,
 * included) and the SDK label sets `sdkSets` in both languages (the sign-in and tool pages; the
 * console passes none: its packs carry its labels).
 * With a `backend`, namespaces outside `bundles` load through it when first used (the console's
 * ./lazy.ts); the bundles given are still ready synchronously.
 */
export function initI18n(
  bundles: Bundles,
  defaultNS: string,
  sdkSets: readonly Labels[],
  plugin?: ThirdPartyModule,
  backend?: BackendModule,
): I18n {
  const resources: Record<string, Record<string, Record<string, string>>> = {};
  for (const lng of LANGUAGES) {
    // The console's packs carry their language's first-route SDK labels as bundles.sdk; a
    // language with nothing here stays absent, so its backend loads it on a switch.
    const sdk = { ...bundles[lng]?.[SDK_NS], ...sdkLabels(lng, sdkSets) };
    if (bundles[lng] || sdkSets.length) resources[lng] = { ...bundles[lng], [SDK_NS]: sdk };
  }
  for (const set of sdkSets) registered.add(set);
  const language = getSettings().language;
  if (plugin) i18next.use(plugin);
  if (backend) i18next.use(backend);
  void i18next.init({
    resources,
    partialBundledLanguages: Boolean(backend),
    lng: language,
    // With a backend (the console), no fallback language: i18next would load every namespace of
    // zh-CN alongside English ones; both languages have the same keys (locales parity test).
    fallbackLng: backend ? false : "zh-CN",
    supportedLngs: [...LANGUAGES],
    ns: [...new Set(Object.values(bundles).flatMap((namespaces) => Object.keys(namespaces ?? {}))), SDK_NS],
    defaultNS,
    fallbackNS: [SDK_NS],
    keySeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  document.documentElement.lang = language;
  return i18next;
}

/** Switch the UI language (the settings store persists it). */
export function applyLanguage(language: Language): void {
  document.documentElement.lang = language;
  void i18next.changeLanguage(language);
}
