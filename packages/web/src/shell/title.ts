// The browser tab's title names the page in the current language:
// "Service accounts · High-precision — FixCloud Console", "概览 — FixCloud 控制台". It follows
// navigation (path and service tab) and language switches.
import { routesOf } from "@fixcloud/sdk";
import type { TFunction } from "i18next";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** Where the user is, as the title needs it. */
export interface TitlePlace {
  pathname: string;
  /** The service screens' tab (1 accounts, 2 pools), from the URL. */
  tab?: unknown;
  /** The session may open the page (false: the "no permission" page shows). */
  permitted: boolean;
}

/** The service screens, whose tab names the page before the service (part1 §2). */
const SERVICE_PATHS = new Set(["/highPrecision", "/auxPosition", "/cloudChip"]);

/** The page's title: its name (the tab, then the menu label) and the product name. */
export function pageTitle(t: TFunction, { pathname, tab, permitted }: TitlePlace): string {
  const entries = routesOf(pathname);
  const entry = entries[entries.length - 1];
  const parts: string[] = [];
  if (!entry) parts.push(t("shell:page.notFound.title"));
  else if (!permitted) parts.push(t("shell:page.noPermission.title"));
  else {
    if (SERVICE_PATHS.has(pathname)) parts.push(t(`shell:title.tab.${tab === 2 || tab === "2" ? 2 : 1}`));
    parts.push(t(entry.labelKey, { ns: "sdk" }));
  }
  return t("shell:title.page", { page: parts.join(" · "), app: t("common:app.name") });
}

/** Keep `document.title` on the page's title. */
export function usePageTitle(place: TitlePlace): void {
  const { t } = useTranslation("shell");
  const title = pageTitle(t, place);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
