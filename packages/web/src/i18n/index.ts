// i18next setup shared by the sign-in page and the console. Each page passes only the
// namespaces it renders, so login.html does not carry the console's strings, and the
// console adds react-i18next as a plugin (the sign-in page has no React).
// Keys are flat ("tiles.online") everywhere, like the SDK catalogue ("serviceState.1",
// "L000342"), hence keySeparator: false.
import { type Language, messages } from "@fixcloud/sdk";
import i18next, { type i18n as I18n, type ThirdPartyModule } from "i18next";
import { getSettings } from "../shared/settings";

export const LANGUAGES: readonly Language[] = ["zh-CN", "en"];
/** Namespace holding the SDK's messages: L-codes and enum labels. */
export const SDK_NS = "sdk";

export type Bundles = Record<Language, Record<string, Record<string, string>>>;

export function initI18n(bundles: Bundles, defaultNS: string, plugin?: ThirdPartyModule): I18n {
  const resources: Record<string, Record<string, Record<string, string>>> = {};
  for (const lng of LANGUAGES) {
    resources[lng] = { ...bundles[lng], [SDK_NS]: messages[lng] as Record<string, string> };
  }
  const language = getSettings().language;
  if (plugin) i18next.use(plugin);
  void i18next.init({
    resources,
    lng: language,
    fallbackLng: "zh-CN",
    supportedLngs: [...LANGUAGES],
    ns: [...Object.keys(bundles["zh-CN"]), SDK_NS],
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
