// The URL is the page's state (part1 §2: filters, paging and ids live in the URL), so a value the
// page's search schema refuses is cleaned before anything is asked of the server: the route's
// `beforeLoad` rewrites the URL to the validated state (the refused params at their defaults,
// the valid ones kept) and, once the clean page has loaded, a short notice names what was left
// out. A hand-edited or stale link thus never sends a value the server would refuse with a raw
// message, nor keeps the page in an error that only Reset undoes. Likewise a detail route whose
// id the server does not know leads back to its list with a notice (`orBackToList`), not to a
// dead end. First route: no page code.
import type { AnyRoute, AnyRouter } from "@tanstack/react-router";
import { redirect } from "@tanstack/react-router";
import { NotFoundError } from "@fixcloud/sdk";
import i18next, { type TFunction } from "i18next";
import type { DroppedParam, SearchCheck } from "./list/search";
import { notifyWarningLater } from "./notifyLater";

/** A shown value is cut after this many characters: the notice names it, the URL had it whole. */
const VALUE_SHOWN = 32;

/** Notices for the page a redirect leads to, shown once it has loaded (made then: its labels are in). */
let pending: (() => string)[] = [];

/**
 * Say `message` once the page being navigated to has loaded: a notice raised before a redirect
 * would be cleared with the page it was raised on (shared/notifyLater.ts).
 */
export function noticeOnArrival(message: () => string): void {
  pending.push(message);
}

/** URL params whose wire field has another name. */
const SDK_FIELD_OF_PARAM: Readonly<Record<string, string>> = {
  status: "userStatus",
  serviceSubType: "servSubType",
};

/** How a dropped param is named: its filter label, the page's own name for it, else its key. */
function labelOf(t: TFunction, d: DroppedParam): string {
  if (d.labelKey && i18next.exists(d.labelKey, { ns: "sdk" })) return t(d.labelKey, { ns: "sdk" });
  const own = `urlState.param.${d.key}`;
  if (i18next.exists(own, { ns: "shell" })) return t(own, { ns: "shell" });
  // A param named after a wire field takes the SDK's label of that field.
  const field = `field.${SDK_FIELD_OF_PARAM[d.key] ?? d.key}`;
  return i18next.exists(field, { ns: "sdk" }) ? t(field, { ns: "sdk" }) : d.key;
}

/** A URL value as the notice shows it: text as typed, anything else as JSON, long ones cut. */
function shownValue(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  const chars = [...text];
  return chars.length > VALUE_SHOWN ? `${chars.slice(0, VALUE_SHOWN).join("")}…` : text;
}

/** The notice of `dropped` in the current language, e.g. "… reset: Service state (9)". */
export function droppedMessage(dropped: readonly DroppedParam[], t: TFunction = i18next.t): string {
  const params = dropped
    .map((d) => t("urlState.item", { ns: "shell", label: labelOf(t, d), value: shownValue(d.value) }))
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
            noticeOnArrival(() => droppedMessage(dropped));
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
 * Show the notices of {@link noticeOnArrival} (e.g. the params a cleaning left out) once the page
 * has resolved (its chunk, and with it its filter labels, loaded). Returns the unsubscribe.
 */
export function announceOnArrival(router: Pick<AnyRouter, "subscribe">): () => void {
  return router.subscribe("onResolved", () => {
    const messages = pending;
    pending = [];
    for (const message of messages) notifyWarningLater(message());
  });
}

/** A detail route's list, where an id the server does not know leads (part1 §2, part2 §2). */
export interface ListTarget {
  to: string;
  search?: Record<string, unknown>;
}

/**
 * A detail route's loading of `id`: a 404 (the server does not know the id) leads back to the
 * route's list, replacing the history entry, with a notice naming the id
 * (`urlState.missing.<kind>`); other errors are the route's as before.
 */
export async function orBackToList<T>(
  load: Promise<T>,
  kind: "notice" | "message" | "order" | "ticket",
  id: string | number,
  list: ListTarget,
): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    throw backToList(kind, id, list);
  }
}

/** The redirect to `list` with the notice that `id` of `kind` was not found. */
export function backToList(kind: string, id: string | number, list: ListTarget) {
  noticeOnArrival(() => i18next.t(`urlState.missing.${kind}`, { ns: "shell", id }));
  return redirect({ to: list.to, search: (list.search ?? {}) as never, replace: true });
}
