// How a service screen's tab moves through its URL (part1 §2): a search starts at page 1 of the
// same tab with the same page size, a reset keeps only the tab and page size, paging keeps the
// filters (a page beyond the last is corrected in place: the URL is replaced). Shared by the
// accounts and the pools tabs; the callbacks are stable so the filter form and the pager skip
// renders caused by fetches and ticks.
import type { ServiceType } from "@fixcloud/sdk";
import type { SimpleGridProps } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useMemo } from "react";
import type { PageChange } from "../../shared/list/ListPage";
import type { AccountFilterSearch } from "../accounts/search";
import type { PoolFilterSearch } from "../pools/search";
import { type ServiceSearch, type ServiceTab, servicePath } from "./search";

/** What differs between the tabs' filter forms. */
export interface TabNavigationOptions {
  /** Accessible name of the tab's filter form. */
  label: string;
  cols: SimpleGridProps["cols"];
}

/** The filter form's props and the pager's callback of a service screen's tab. */
export function useTabNavigation(
  selectType: ServiceType,
  tab: ServiceTab,
  search: ServiceSearch,
  { label, cols }: TabNavigationOptions,
) {
  const navigate = useNavigate();
  const path = servicePath(selectType);
  const { pageSize } = search;
  const onSearch = useCallback(
    (filters: AccountFilterSearch | PoolFilterSearch) =>
      void navigate({ to: path, search: { ...filters, tab, page: 1, pageSize } }),
    [navigate, path, tab, pageSize],
  );
  const onReset = useCallback(
    () => void navigate({ to: path, search: { tab, page: 1, pageSize } }),
    [navigate, path, tab, pageSize],
  );
  const onPage = useCallback<PageChange>(
    (page, size, replace) =>
      void navigate({ to: path, search: { ...search, page, pageSize: size }, replace: replace === true }),
    [navigate, path, search],
  );
  const scope = useMemo(() => ({ selectType }), [selectType]);
  const filters = useMemo(
    () => ({ label, scope, cols, onSearch, onReset }),
    [label, scope, cols, onSearch, onReset],
  );
  return { filters, onPage };
}
