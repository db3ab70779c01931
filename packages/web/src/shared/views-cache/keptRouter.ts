// The router as a kept view sees it (part1 §2). Once the user leaves a view, the
// router's per-route match store holds `undefined`, and React still renders the hidden view's
// pending updates (at idle priority) before its subscriptions are dropped: <Match>,
// useSearch and useParams would throw "could not find an active match". A kept view reads
// the router through this facade, whose match stores keep their last match while the route is
// away; everything else is the router itself.
import type { AnyRouter } from "@tanstack/react-router";

interface MatchStore {
  get: () => unknown;
  subscribe: (listener: () => void) => { unsubscribe: () => void };
}

/** A match store that answers its last match while the route is not matched. */
function stickyStore(store: MatchStore): MatchStore {
  let last = store.get();
  return {
    get: () => {
      const now = store.get();
      if (now !== undefined) last = now;
      return last;
    },
    subscribe: (listener) => store.subscribe(listener),
  };
}

/**
 * `router` with sticky match stores (one per route id, created on first read); methods run
 * on the router itself, so navigation and loading are unchanged.
 */
export function keptRouter<R extends AnyRouter>(router: R): R {
  const sticky = new Map<string, MatchStore>();
  const getMatchStore = (routeId: string) => {
    let store = sticky.get(routeId);
    if (!store) {
      store = stickyStore(router.stores.getMatchStore(routeId) as unknown as MatchStore);
      sticky.set(routeId, store);
    }
    return store;
  };
  const stores = new Proxy(router.stores, {
    get: (target, key) => (key === "getMatchStore" ? getMatchStore : Reflect.get(target, key)),
  });
  return new Proxy(router, {
    get: (target, key) => {
      if (key === "stores") return stores;
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
