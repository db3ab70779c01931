// The three service screens (part1 §2): one route per service type, literal paths, the URL
// state of both tabs validated by the services feature's schema. The loader starts the open
// tab's list request with the query options the tab reads, and does not wait for it (issue 7
// defect 3): a search, page or tab change never puts the route in its pending state, so the
// page stays on screen with its previous rows while the next ones load. Once the accounts tab
// has its rows, the pools tab's chunk and first page are fetched too (budget: the first switch
// to the pools tab shows rows within 300 ms). Dynamic imports keep the accounts and pools
// catalogues out of the first route.
import type { ServiceType } from "@fixcloud/sdk";
import type { QueryClient } from "@tanstack/react-query";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { accountListParams } from "../features/accounts/search";
import { poolListParams } from "../features/pools/search";
import { type ServiceSearch, serviceSearch } from "../features/services/search";
import { getSettings } from "../shared/settings";
import { rootRoute } from "./__root";

const page = () => import("../features/services/components/ServicePage");

/** How long a prefetched first page of pools is reused instead of asked again, ms. */
const POOLS_PREFETCH_FRESH_MS = 60_000;

/**
 * The pools tab's first page as a tab switch opens it (no filters, default paging), fetched
 * quietly: it goes into the cache only when it arrives, and a refusal (a role without the pool
 * list) is not notified, as the user has not asked for it; the tab, if opened, asks again.
 */
async function prefetchPoolsTab(queryClient: QueryClient, selectType: ServiceType) {
  const [{ poolListQuery }, { pools }] = await Promise.all([
    import("../features/pools/queries"),
    import("../features/pools/api"),
    import("../features/pools/components/LazyPoolsTab").then((m) => m.preloadPoolsTab()),
  ]);
  const params = poolListParams(selectType, { page: 1, pageSize: 10 }, getSettings().timeZone);
  const { queryKey } = poolListQuery(params);
  // Once a minute at most: every search on the accounts tab ends here.
  const at = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
  if (Date.now() - at < POOLS_PREFETCH_FRESH_MS) return;
  const page = await pools.list(params).catch(() => undefined);
  if (page) queryClient.setQueryData(queryKey, page);
}

/** Start the open tab's list request of a service screen (not awaited by the route). */
async function loadTab(queryClient: QueryClient, selectType: ServiceType, search: ServiceSearch) {
  const { timeZone } = getSettings();
  if (search.tab === 2) {
    const { poolListQuery } = await import("../features/pools/queries");
    void queryClient.prefetchQuery(poolListQuery(poolListParams(selectType, search, timeZone)));
  } else {
    const { accountListQuery, silentSwitchQuery } = await import("../features/accounts/queries");
    // The trial switches only decide two toolbar buttons: fetched alongside.
    void queryClient.prefetchQuery(silentSwitchQuery());
    void queryClient
      .prefetchQuery(accountListQuery(accountListParams(selectType, search, timeZone)))
      .then(() => prefetchPoolsTab(queryClient, selectType));
  }
}

/** `/highPrecision` (selectType 1). */
export const highPrecisionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/highPrecision",
  validateSearch: serviceSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadTab(context.queryClient, 1, deps),
  component: lazyRouteComponent(page, "HighPrecisionPage"),
});

/** `/auxPosition` (selectType 2). */
export const auxPositionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/auxPosition",
  validateSearch: serviceSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadTab(context.queryClient, 2, deps),
  component: lazyRouteComponent(page, "AuxPositionPage"),
});

/** `/cloudChip` (selectType 3). */
export const cloudChipRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/cloudChip",
  validateSearch: serviceSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadTab(context.queryClient, 3, deps),
  component: lazyRouteComponent(page, "CloudChipPage"),
});
