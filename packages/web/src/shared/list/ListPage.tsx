// The list page of the console (part1 §2): filters, the refresh control, toolbar, notes
// (selection, batch result), the table and the pager, for every list of the console (services'
// accounts and pools, device accounts, announcements, messages, tickets, orders, sub-accounts,
// roles). The filters come from the SDK's list descriptor; the page's state is the URL's. While the next page loads, everything stays on screen with
// the previous rows (the query keeps its previous data, the table shows a progress bar);
// skeleton rows on the first load only; a failed request shows an inline error with Retry below
// filters that stay usable; a page beyond the last one is corrected to the last (URL replaced).
import type { ListDescriptor } from "@fixcloud/sdk";
import { toWireTime } from "@fixcloud/sdk";
import { Alert, Button, Group, type SimpleGridProps, Skeleton, Stack, Text } from "@mantine/core";
import { memo, type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, isRedirecting } from "../errors";
import { useFormatTime } from "../time";
import { FilterForm, useStableFilters } from "./FilterForm";
import { Pager } from "./Pager";
import type { PageSearch, PageSize, UrlFilters } from "./search";
import { BUSY_AFTER_MS, useLate } from "./useLate";

// memo() drops the size generic; the cast keeps it (page sizes are typed per list).
const MemoPager = memo(Pager) as typeof Pager;

/** The filter form of a list page. */
export interface ListFilters<D extends ListDescriptor> {
  /** Accessible name of the filter form. */
  label: string;
  /** The filters shown (all of the descriptor's when absent). Keep the array stable. */
  keys?: readonly string[];
  /** The list's scope for filter options (e.g. `{ selectType }`). Keep it stable. */
  scope?: Readonly<Record<string, unknown>>;
  cols: SimpleGridProps["cols"];
  /** Keep stable: a new function re-renders the form. */
  onSearch: (filters: UrlFilters<D>) => void;
  onReset: () => void;
}

/** What the page reads of its list query (a TanStack Query result fits). */
export interface ListQueryState {
  /** The last answer, or the previous one while the next loads; undefined before the first. */
  data: { total: number } | undefined;
  /** `data` is the previous answer, kept on screen while the current request runs. */
  isPlaceholderData: boolean;
  isFetching: boolean;
  error: unknown;
  /** When `data` was received, epoch ms (0 when never). */
  dataUpdatedAt: number;
  refetch: () => unknown;
}

/** How the pager moves: `replace` corrects the URL without a history entry. */
export type PageChange<S extends number = PageSize> = (page: number, pageSize: S, replace?: boolean) => void;

/** The paging part of a list's URL state, with the list's page sizes. */
export interface Paging<S extends number = PageSize> {
  page: number;
  pageSize: S;
}

/** Props of {@link ListPage} for the list described by `D`, paged by sizes `S`. */
export interface ListPageProps<D extends ListDescriptor, S extends number = PageSize> {
  /** The list's SDK descriptor; its filters make the form (with `filters`). */
  descriptor?: D;
  /** The URL state: the filters and, for a paged list, the page. */
  search: Partial<Paging<S>> & object;
  /** The page sizes offered (the common {@link PageSearch} sizes when absent). */
  pageSizes?: readonly S[];
  /** The form (absent: no filters, e.g. a list driven by tabs only). */
  filters?: ListFilters<D>;
  /** The list query: its data, progress and error (with it: refresh control, skeleton, inline error). */
  query?: ListQueryState;
  /** Rows matching, for pages that read their data elsewhere (e.g. a suspense query) instead of `query`. */
  total?: number;
  /** Batch actions and the like, above the table. */
  toolbar?: ReactNode;
  /** Notes between the toolbar and the table (selection, batch result). */
  notes?: ReactNode;
  /** The table (a DataTable with the descriptor's columns); rendered once there is data. */
  table: ReactNode;
  /**
   * Keep stable: a new function re-renders the pager. Absent: the list comes whole in one answer
   * (no pager).
   */
  onPage?: PageChange<S>;
}

/** Filters, refresh, toolbar, notes, the table (or its skeleton, or the error) and the pager. */
export function ListPage<D extends ListDescriptor, S extends number = PageSize>({
  descriptor,
  search,
  pageSizes,
  filters,
  query,
  total: givenTotal,
  toolbar,
  notes,
  table,
  onPage,
}: ListPageProps<D, S>) {
  const { data, error, isPlaceholderData } = query ?? {
    data: { total: givenTotal ?? 0 },
    error: null,
    isPlaceholderData: false,
  };
  const total = data?.total ?? 0;
  const { page, pageSize } = search;
  const paging = onPage && page !== undefined && pageSize !== undefined ? { page, pageSize, onPage } : null;
  useClampPage(paging, total, data !== undefined && !isPlaceholderData && !error);
  return (
    <Stack gap="md">
      {filters && descriptor && <Filters<D> descriptor={descriptor} search={search} filters={filters} />}
      <Group justify="space-between" gap="sm" wrap="wrap">
        {toolbar ? (
          <Group justify="space-between" gap="sm" wrap="wrap">
            {toolbar}
          </Group>
        ) : (
          <span />
        )}
        {query && (
          <MemoRefresh fetching={query.isFetching} updatedAt={query.dataUpdatedAt} refetch={query.refetch} />
        )}
      </Group>
      {notes}
      {query && error && !isRedirecting(error) ? <ListError error={error} retry={query.refetch} /> : null}
      {data ? table : error ? null : <TableSkeleton />}
      {data && paging && (
        <MemoPager<S>
          total={total}
          page={paging.page}
          pageSize={paging.pageSize}
          sizes={pageSizes}
          onChange={paging.onPage}
        />
      )}
    </Stack>
  );
}

/** A page beyond the last one (`?page=100` of 188 rows) goes to the last page, URL replaced. */
function useClampPage<S extends number>(
  paging: (Paging<S> & { onPage: PageChange<S> }) | null,
  total: number,
  settled: boolean,
) {
  const size = paging?.pageSize;
  const onPage = paging?.onPage;
  const last = size ? Math.max(1, Math.ceil(total / size)) : 1;
  const over = paging !== null && settled && total > 0 && paging.page > last;
  useEffect(() => {
    if (over && onPage && size) onPage(last, size, true);
  }, [over, last, size, onPage]);
}

/** The descriptor's filter form, with its values from the URL state (stable between renders). */
function Filters<D extends ListDescriptor>({
  descriptor,
  search,
  filters,
}: {
  descriptor: D;
  search: object;
  filters: ListFilters<D>;
}) {
  const value = useStableFilters(descriptor, search, filters.keys);
  return <FilterForm<D> descriptor={descriptor} value={value} {...filters} />;
}

/** "Updated at 10:42:07" (stored time zone) and a refresh button that refetches the page. */
function RefreshControl({
  fetching,
  updatedAt,
  refetch,
}: {
  fetching: boolean;
  /** Epoch ms of the data shown, 0 when none. */
  updatedAt: number;
  refetch: () => unknown;
}) {
  const { t } = useTranslation("lists");
  const fmt = useFormatTime();
  // The spinner only for a fetch that takes a while, like the table's bar.
  const busy = useLate(fetching, BUSY_AFTER_MS);
  const at = updatedAt ? fmt(toWireTime(updatedAt), "HH:mm:ss") : null;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="list-refresh">
      {at && (
        <Text size="xs" c="dimmed" data-testid="list-updated-at">
          {t("updatedAt", { time: at })}
        </Text>
      )}
      <Button size="compact-sm" variant="subtle" loading={busy} onClick={() => void refetch()}>
        {t("refresh")}
      </Button>
    </Group>
  );
}

/** Re-rendered only when the fetch state or the data's time changes (the page renders on every tick). */
const MemoRefresh = memo(RefreshControl);

/** The failed request's message with Retry; the filters above stay usable. */
function ListError({ error, retry }: { error: unknown; retry: () => unknown }) {
  const { t } = useTranslation("lists");
  return (
    <Alert color="red" role="alert" title={t("error.title")} data-testid="list-error">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error, t("common:state.error"))}</Text>
        <Button size="xs" variant="light" color="red" onClick={() => void retry()}>
          {t("common:action.retry")}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Skeleton rows of the first load (no previous rows to keep). */
function TableSkeleton() {
  const { t } = useTranslation("lists");
  return (
    <Stack gap={6} role="status" aria-label={t("loading")} aria-busy data-testid="list-skeleton">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <Skeleton key={i} height={28} radius="sm" />
      ))}
    </Stack>
  );
}
