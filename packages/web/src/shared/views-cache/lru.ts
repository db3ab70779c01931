// The views kept cached (part1 §2 "up to 10 views are kept cached"): which views stay
// mounted and which one is dropped. Pure: the layout renders what this decides
// (ViewsCache.tsx); the key and its reasons are in docs/views-cache.md.

/** How many views are kept (part1 §2). */
export const VIEWS_KEPT = 10;

/** One kept view: a route match of the console, keyed by its path. */
export interface CachedView {
  /** The view's key: the matched pathname (`/highPrecision`, `/notices/12`). */
  key: string;
  /** The router's route id the view renders. */
  routeId: string;
  /** The URL search the view was last shown with (`?tab=2&accountName=a`, or ""). */
  search: string;
  /** When it was last visited (a counter: higher is more recent). */
  seq: number;
}

/** The kept views, in first-visit order (the render order: a revisit moves no DOM). */
export type ViewsState = readonly CachedView[];

/**
 * The views after visiting `view`: a new view is added, a kept one gets its route and search
 * updated and becomes the most recent; past `limit`, the least recently visited is dropped.
 * The order of the views that stay is unchanged. Returns the same array when nothing changed.
 */
export function visitView(
  views: ViewsState,
  view: Omit<CachedView, "seq">,
  limit: number = VIEWS_KEPT,
): ViewsState {
  const top = views.reduce((m, v) => Math.max(m, v.seq), 0);
  const i = views.findIndex((v) => v.key === view.key);
  if (i >= 0) {
    const old = views[i] as CachedView;
    if (old.seq === top && old.routeId === view.routeId && old.search === view.search) return views;
    const next = [...views];
    next[i] = { ...view, seq: top + 1 };
    return next;
  }
  let next: CachedView[] = [...views, { ...view, seq: top + 1 }];
  while (next.length > Math.max(1, limit)) {
    const oldest = next.reduce((a, b) => (b.seq < a.seq ? b : a));
    next = next.filter((v) => v !== oldest);
  }
  return next;
}

/** The views without `key` (a view that failed or was refused is not kept). */
export function dropView(views: ViewsState, key: string): ViewsState {
  return views.some((v) => v.key === key) ? views.filter((v) => v.key !== key) : views;
}

/** The kept view of `key`, if any. */
export function findView(views: ViewsState, key: string): CachedView | undefined {
  return views.find((v) => v.key === key);
}
