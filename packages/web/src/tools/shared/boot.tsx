// Start of a tool page (ionosphere.html, coverage.html, streams.html, and the public status.html):
// like the console, a page without a stored session never renders and opens the sign-in page
// (except a public page); otherwise i18next in the
// stored language with the page's own strings and the SDK label sets it shows, and the page.
// No console shell, router, query cache or component library: a page is one screen of plain
// elements (./tools.css), which keeps it within its 150 KB budget with the map data.
import "./tools.css";
import type { Labels } from "@fixcloud/sdk/lists";
import { type ReactNode, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { initReactI18next } from "react-i18next";
import { initI18n } from "../../i18n";
import enCommon from "../../i18n/locales/en/common.json";
import enTools from "../../i18n/locales/en/tools.json";
import zhCommon from "../../i18n/locales/zh-CN/common.json";
import zhTools from "../../i18n/locales/zh-CN/tools.json";
import { LOGIN_URL } from "../../shared/session";
import { readSession } from "../../shared/storage";

/**
 * Render `page` in #root with the `tools` and `common` strings and the SDK label sets `sdkSets`,
 * or open the sign-in page when no session is stored (unless the page is `public`).
 */
export function bootTool(
  page: ReactNode,
  sdkSets: readonly Labels[],
  options: { public?: boolean } = {},
): void {
  if (!options.public && !readSession()) {
    window.location.replace(LOGIN_URL);
    return;
  }
  initI18n(
    { "zh-CN": { common: zhCommon, tools: zhTools }, en: { common: enCommon, tools: enTools } },
    "tools",
    sdkSets,
    initReactI18next,
  );
  const root = document.getElementById("root");
  if (root) createRoot(root).render(<StrictMode>{page}</StrictMode>);
}
