// The list page of the console (part1 §2): filters, toolbar, notes (selection, progress), the
// table and the pager, for the accounts tab, the pools tab, the device accounts and the
// announcements. The filters come from the SDK's list descriptor; the page's state is the URL's.
import type { FilterValues, ListDescriptor } from "@fixcloud/sdk";
import { Group, type SimpleGridProps, Stack } from "@mantine/core";
import { memo, type ReactNode } from "react";
import { FilterForm, useStableFilters } from "./FilterForm";
import { Pager } from "./Pager";
import type { PageSearch, PageSize } from "./search";

const MemoPager = memo(Pager);

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
  onSearch: (filters: FilterValues<D>) => void;
  onReset: () => void;
}

/** Props of {@link ListPage} for the list described by `D`. */
export interface ListPageProps<D extends ListDescriptor> {
  descriptor: D;
  /** The URL state: the filters and the page. */
  search: PageSearch & object;
  /** The form (absent: no filters, e.g. a list driven by tabs only). */
  filters?: ListFilters<D>;
  /** Batch actions and the like, above the table. */
  toolbar?: ReactNode;
  /** Notes between the toolbar and the table (selection, progress). */
  notes?: ReactNode;
  /** The table: a DataTable with the descriptor's columns (useListColumns). */
  table: ReactNode;
  total: number;
  /** Keep stable: a new function re-renders the pager. */
  onPage: (page: number, pageSize: PageSize) => void;
}

/** Filters (from the descriptor), toolbar, notes, the table and the pager, stacked. */
export function ListPage<D extends ListDescriptor>({
  descriptor,
  search,
  filters,
  toolbar,
  notes,
  table,
  total,
  onPage,
}: ListPageProps<D>) {
  const value = useStableFilters(descriptor, search, filters?.keys);
  return (
    <Stack gap="md">
      {filters && <FilterForm<D> descriptor={descriptor} value={value} {...filters} />}
      {toolbar && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          {toolbar}
        </Group>
      )}
      {notes}
      {table}
      <MemoPager total={total} page={search.page} pageSize={search.pageSize} onChange={onPage} />
    </Stack>
  );
}
