// The URL is the page's state (part1 §2: filters, paging and ids live in the URL), so a value the
// page's search schema refuses is cleaned before anything is asked of the server: the route's
// `beforeLoad` rewrites the URL to the validated state (the refused params at their defaults,
// the valid ones kept) and, once the clean page has loaded, a short notice names what was left
// out. A hand-edited or stale link thus never sends a value the server would refuse with a raw
// message, nor keeps the page in an error that only Reset undoes. First route: no page code.
import type { AnyRoute, AnyRouter } from "@tanstack/react-router";
import { redirect } from "@tanstack/react-router";
import i18next, { type TFunction } from "i18next";
import type { DroppedParam, SearchCheck } from "./list/search";
import { notifyWarningLater } from "./notifyLater";

/** A shown value is cut after this many characters: the notice names it, the URL had it whole. */
const VALUE_SHOWN = 32;

/** The params refused by the last cleaned navigation, announced once it has loaded. */
let pending: DroppedParam[] = [];

/** How a dropped param is named: its filter label, the page's own name for it, else its key. */
function labelOf(t: TFunction, d: DroppedParam): string {
  if (d.labelKey && i18next.exists(d.labelKey, { ns: "sdk" })) return t(d.labelKey, { ns: "sdk" });
  const own = `urlState.param.${d.key}`;
  return i18next.exists(own, { ns: "shell" }) ? t(own, { ns: "shell" }) : d.key;
}

/** A URL value as the notice shows it: text as typed, anything else as JSON, long ones cut. */
function valueOf(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  const chars = [...text];
  return chars.length > VALUE_SHOWN ? `${chars.slice(0, VALUE_SHOWN).join("")}…` : text;
}

/** The notice of `dropped` in the current language, e.g. "… reset: Service state (9)". */
export function droppedMessage(dropped: readonly DroppedParam[], t: TFunction = i18next.t): string {
  const params = dropped
    .map((d) => t("urlState.item", { ns: "shell", label: labelOf(t, d), value: valueOf(d.value) }))
    .join(t("urlState.separator", { ns: "shell" }));
  return t("urlState.dropped", { ns: "shell", params });
}

type Check = (raw: unknown) => SearchCheck<unknown>;

/**
 * Clean the URL of `routes` before they load: a route whose search schema has `check` (every
 * schema of shared/list/search.ts) and refuses a param redirects, replacing the history entry,
 * to its validated search; its own `beforeLoad` runs after. Preloads are left alone (the links
 * the console makes are valid, and a preload must not announce anything).
 */
export function cleanUrlRoutes<R extends AnyRoute>(routes: readonly R[]): R[] {
  for (const route of routes) {
    const check = (route.options.validateSearch as { check?: Check } | undefined)?.check;
    if (!check) continue;
    const own = route.options.beforeLoad as ((ctx: unknown) => unknown) | undefined;
    Object.assign(route.options, {
      beforeLoad: (ctx: { preload: boolean; location: { pathname: string; search: unknown } }) => {
        if (!ctx.preload) {
          const { value, dropped } = check(ctx.location.search);
          if (dropped.length) {
            pending = dropped;
            throw redirect({ to: ctx.location.pathname, search: value as never, replace: true });
          }
        }
        return own?.(ctx);
      },
    });
  }
  return [...routes];
}

/**
 * Announce the params a cleaning left out, once the clean page has resolved (its chunk, and
 * with it its filter labels, loaded). Returns the unsubscribe.
 */
export function announceCleanedUrls(router: Pick<AnyRouter, "subscribe">): () => void {
  return router.subscribe("onResolved", () => {
    if (!pending.length) return;
    const dropped = pending;
    pending = [];
    notifyWarningLater(droppedMessage(dropped));
  });
}
