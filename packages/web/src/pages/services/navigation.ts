// How a service screen's tab moves through its URL (part1 §2): the shared list navigation
// (shared/list/useListNavigation.ts) on the screen's route, keeping the tab. A search starts at
// page 1 of the same tab with the same page size, a reset keeps only the tab and page size,
// paging keeps the filters (a page beyond the last is corrected in place: the URL is replaced).
// A page change starts its list request at the click, before the router's navigation (the
// budget: page size → 100 rows painted ≤ 200 ms).
import type { ServiceType } from "@fixcloud/sdk";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { getSettings } from "../../shared/settings";
import { type ListNavigation, useListNavigation } from "../../shared/list/useListNavigation";
import { accountListQuery } from "../../features/accounts/queries";
import type { AccountFilterSearch } from "../../features/accounts/search";
import { accountListParams } from "../../features/accounts/params";
import type { PoolFilterSearch } from "../../features/pools/search";
import { poolListParams } from "../../features/pools/params";
import { type ServiceSearch, type ServiceTab, servicePath } from "./search";

/** The filter form's and pager's callbacks of a service screen's tab. */
export type TabNavigation = ListNavigation<AccountFilterSearch | PoolFilterSearch>;

/**
 * Start the list request of `search` on `tab` with the query options the tab and the route's
 * loader use (same key: they share it, nothing is asked twice). Not awaited: the navigation
 * follows at once, and the answer is often in before the page has re-rendered for the new URL.
 * The pools' queries load with the pools tab's chunk, already there when it pages.
 */
function prefetchTab(
  queryClient: QueryClient,
  selectType: ServiceType,
  tab: ServiceTab,
  search: ServiceSearch,
) {
  const { timeZone } = getSettings();
  if (tab === 1) {
    void queryClient.prefetchQuery(accountListQuery(accountListParams(selectType, search, timeZone)));
    return;
  }
  void import("../../features/pools/queries").then(({ poolListQuery }) =>
    queryClient.prefetchQuery(poolListQuery(poolListParams(selectType, search, timeZone))),
  );
}

/** The navigation of the open tab `tab` of the service screen of `selectType`, in the URL state `search`. */
export function useTabNavigation(
  selectType: ServiceType,
  tab: ServiceTab,
  search: ServiceSearch,
): TabNavigation {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const path = servicePath(selectType);
  const go = useCallback(
    ({ search: next, replace }: { search: ServiceSearch; replace?: boolean | undefined }) =>
      navigate({ to: path, search: next, replace: replace === true }),
    [navigate, path],
  );
  const beforePage = useCallback(
    (next: ServiceSearch) => prefetchTab(queryClient, selectType, tab, next),
    [queryClient, selectType, tab],
  );
  return useListNavigation<ServiceSearch, AccountFilterSearch | PoolFilterSearch>(
    search,
    go,
    { tab },
    beforePage,
  );
}
