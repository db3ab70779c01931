// The developer docs' strings in both languages: one bundle per language, read by the
// console (i18next namespace `devdocs`, ./i18n.ts) and by the two embedded pages, which are plain
// pages without i18next (./page.ts).
import en from "../i18n/locales/en/devdocs.json";
import zh from "../i18n/locales/zh-CN/devdocs.json";

/** Namespace of the developer docs. */
export const DEVDOCS_NS = "devdocs";

/** A key of the developer docs' bundle. */
export type DevdocsKey = keyof typeof en;

/** The bundles by language (the same keys in both; the console's key-parity tests check it). */
export const devdocsBundles: Readonly<Record<"zh-CN" | "en", Readonly<Record<DevdocsKey, string>>>> = {
  "zh-CN": zh,
  en,
};
