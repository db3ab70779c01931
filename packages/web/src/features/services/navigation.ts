// How a service screen's tab moves through its URL (part1 §2): a search starts at page 1 of the
// same tab with the same page size, a reset keeps only the tab and page size, paging keeps the
// filters (a page beyond the last is corrected in place: the URL is replaced). Shared by the
// accounts and the pools tabs. The callbacks are stable so the filter form and the pager skip
// renders caused by fetches, ticks and paging (a page-size change re-rendered the whole filter
// form). A page change starts its list request at the click, before the router's navigation
// (budget: page size → 100 rows painted ≤ 200 ms).
import { getSettings } from "../../shared/settings";
import type { ServiceType } from "@fixcloud/sdk";
import type { SimpleGridProps } from "@mantine/core";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useMemo, useRef } from "react";
import type { PageChange } from "../../shared/list/ListPage";
import { accountListQuery } from "../accounts/queries";
import type { AccountFilterSearch } from "../accounts/search";
import { accountListParams } from "../accounts/params";
import type { PoolFilterSearch } from "../pools/search";
import { poolListParams } from "../pools/params";
import { type ServiceSearch, type ServiceTab, servicePath } from "./search";

/** What differs between the tabs' filter forms. */
export interface TabNavigationOptions {
  /** Accessible name of the tab's filter form. */
  label: string;
  cols: SimpleGridProps["cols"];
}

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
  void import("../pools/queries").then(({ poolListQuery }) =>
    queryClient.prefetchQuery(poolListQuery(poolListParams(selectType, search, timeZone))),
  );
}

/** The filter form's props and the pager's callback of a service screen's tab. */
export function useTabNavigation(
  selectType: ServiceType,
  tab: ServiceTab,
  search: ServiceSearch,
  { label, cols }: TabNavigationOptions,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const path = servicePath(selectType);
  // The callbacks read the URL state of the latest render when called: they stay the same
  // functions across page and size changes, so the memoized filter form does not re-render.
  const latest = useRef(search);
  latest.current = search;
  const onSearch = useCallback(
    (filters: AccountFilterSearch | PoolFilterSearch) =>
      void navigate({ to: path, search: { ...filters, tab, page: 1, pageSize: latest.current.pageSize } }),
    [navigate, path, tab],
  );
  const onReset = useCallback(
    () => void navigate({ to: path, search: { tab, page: 1, pageSize: latest.current.pageSize } }),
    [navigate, path, tab],
  );
  const onPage = useCallback<PageChange>(
    (page, size, replace) => {
      const next = { ...latest.current, page, pageSize: size };
      prefetchTab(queryClient, selectType, tab, next);
      void navigate({ to: path, search: next, replace: replace === true });
    },
    [navigate, queryClient, path, selectType, tab],
  );
  const scope = useMemo(() => ({ selectType }), [selectType]);
  const filters = useMemo(
    () => ({ label, scope, cols, onSearch, onReset }),
    [label, scope, cols, onSearch, onReset],
  );
  return { filters, onPage };
}
