// What the three service screens load (part1 §2), imported on demand by routes/services.ts (why
// here: docs/architecture.md, "First route weight"). The open tab's list request starts with the query options
// the tab reads, and the route does not wait for it: a search, page or tab
// change never puts the route in its pending state, so the page stays on screen with its
// previous rows while the next ones load. Once the accounts tab has its rows, the pools tab's
// chunk and first page are fetched too (budget: the first switch to the pools tab shows rows
// within 300 ms). The accounts calls are a static import (the service page imports them
// anyway, so they download alongside this module); the pools calls stay dynamic, as the pools
// tab itself is lazy.
import type { ServiceType } from "@fixcloud/sdk";
import type { QueryClient } from "@tanstack/react-query";
import { accountListQuery, silentSwitchQuery } from "../../features/accounts/queries";
import { accountListParams } from "../../features/accounts/params";
import { poolListParams } from "../../features/pools/params";
import type { ServiceSearch } from "../../pages/services/search";
import { getSettings } from "../../shared/settings";
import type { LoaderArgs } from "../__root";

/** How long a prefetched first page of pools is reused instead of asked again, ms. */
const POOLS_PREFETCH_FRESH_MS = 60_000;

/**
 * The pools tab's first page as a tab switch opens it (no filters, default paging), fetched
 * quietly: it goes into the cache only when it arrives, and a refusal (a role without the pool
 * list) is not notified, as the user has not asked for it; the tab, if opened, asks again.
 */
async function prefetchPoolsTab(queryClient: QueryClient, selectType: ServiceType) {
  const [{ poolListQuery }, { pools }] = await Promise.all([
    import("../../features/pools/queries"),
    import("../../features/pools/api"),
    import("../../features/pools/components/LazyPoolsTab").then((m) => m.preloadPoolsTab()),
  ]);
  const params = poolListParams(selectType, { page: 1, pageSize: 10 }, getSettings().timeZone);
  const { queryKey } = poolListQuery(params);
  // Once a minute at most: every search on the accounts tab ends here.
  const at = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
  if (Date.now() - at < POOLS_PREFETCH_FRESH_MS) return;
  const page = await pools.list(params).catch(() => undefined);
  if (page) queryClient.setQueryData(queryKey, page);
}

/**
 * Start the open tab's list request of the service screen of `selectType` (the route does not
 * wait for the request, only for this module and, on the pools tab, its calls' chunk).
 */
export async function loadService(
  { context: { queryClient }, deps: search }: LoaderArgs<ServiceSearch>,
  selectType: ServiceType,
): Promise<void> {
  const { timeZone } = getSettings();
  if (search.tab === 2) {
    const { poolListQuery } = await import("../../features/pools/queries");
    void queryClient.prefetchQuery(poolListQuery(poolListParams(selectType, search, timeZone)));
  } else {
    // The trial switches only decide two toolbar buttons: fetched alongside.
    void queryClient.prefetchQuery(silentSwitchQuery());
    void queryClient
      .prefetchQuery(accountListQuery(accountListParams(selectType, search, timeZone)))
      .then(() => prefetchPoolsTab(queryClient, selectType));
  }
}
