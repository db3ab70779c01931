// The URL callbacks every list page passes to its filter form and pager (architecture: the URL
// is the list's state): Search and Reset go back to page 1 keeping the page size and the
// page's own scope (a tab, a time window), a page change keeps everything else. The callbacks
// read the latest URL state when called, so they stay the same functions across page, size and
// filter changes: the memoized filter form and pager skip those renders.
import { useCallback, useMemo, useRef } from "react";
import type { PageSize } from "./search";

/** The paging part of every list search. */
interface Paged {
  page: number;
  pageSize: PageSize;
}

/** A route's `navigate`, as far as these callbacks use it. */
type Navigate<S> = (options: { search: S; replace?: boolean }) => unknown;

/** The filter form's and pager's callbacks of a list page. */
export interface ListNavigation<F> {
  /** Search with the form's filters, from page 1. */
  onSearch: (filters: F) => void;
  /** Clear the filters, from page 1. */
  onReset: () => void;
  /** Another page or page size; `replace` corrects the URL without a history entry. */
  onPage: (page: number, size: PageSize, replace?: boolean) => void;
}

/**
 * The callbacks of a list page whose state is `search`. `scope` is what Search and Reset keep
 * besides the page size (e.g. `{ noticeType: search.noticeType }`); a new object with the same
 * entries does not change the callbacks. `beforePage` gets the next state of a page change
 * before the navigation (to start its request at the click); it may change between renders.
 */
export function useListNavigation<S extends Paged, F extends object = Partial<S>>(
  search: S,
  navigate: Navigate<S>,
  scope: Partial<S> = {},
  beforePage?: (next: S) => void,
): ListNavigation<F> {
  const latest = useRef(search);
  latest.current = search;
  const before = useRef(beforePage);
  before.current = beforePage;
  // The scope's entries, not its identity, decide when the callbacks change.
  const scopeKey = JSON.stringify(scope);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scopeKey stands for scope
  const kept = useMemo(() => scope, [scopeKey]);
  const onSearch = useCallback(
    (filters: F) =>
      void navigate({
        search: { ...kept, ...filters, page: 1, pageSize: latest.current.pageSize } as unknown as S,
      }),
    [navigate, kept],
  );
  const onReset = useCallback(
    () => void navigate({ search: { ...kept, page: 1, pageSize: latest.current.pageSize } as S }),
    [navigate, kept],
  );
  const onPage = useCallback(
    (page: number, size: PageSize, replace?: boolean) => {
      const next = { ...latest.current, page, pageSize: size };
      before.current?.(next);
      void navigate({ search: next, replace });
    },
    [navigate],
  );
  return useMemo(() => ({ onSearch, onReset, onPage }), [onSearch, onReset, onPage]);
}
