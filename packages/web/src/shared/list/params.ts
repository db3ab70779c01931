// The list request of a URL state (part1 §7: what list, batch and export calls take as the last
// search): the descriptor's paging fields and the given filters, date ranges as `from`/`to` wire
// times in the time-zone setting of the moment the request is made. Apart from ./search.ts (the
// URL readers every route's search schema uses, in the first route): requests are made by the
// pages and their loaders, which load on demand (first-route budget).
import {
  type FilterValues,
  type ListDescriptor,
  type Paging,
  pagingFields,
  parseLocalInput,
  type TimeZoneSetting,
} from "@fixcloud/sdk";
import { type DayRange, parseDayRange } from "../dateRange";
import type { PageSearch, UrlFilters } from "./search";

/** Picked days (YYYY-MM-DD) → [start, end] wire times in `timeZone`; missing ends stay undefined. */
export function dayRangeToWire(
  range: DayRange,
  timeZone: TimeZoneSetting,
): [string | undefined, string | undefined] {
  const [from, to] = range;
  return [
    from ? (parseLocalInput(`${from} 00:00:00`, timeZone) ?? undefined) : undefined,
    to ? (parseLocalInput(`${to} 23:59:59`, timeZone) ?? undefined) : undefined,
  ];
}

/** The paging fields of a list request for `page`/`pageSize`: `pageNo` or `pageNum` by style. */
export type PagingOf<P extends Paging> = P extends "pageNo/list"
  ? { pageNo: number; pageSize: number }
  : { pageNum: number; pageSize: number };

/**
 * The request filters of a URL state (part1 §7: what list, batch and export calls take as the
 * last search): a date range's days become its `from`/`to` wire times in `timeZone`, the setting
 * at the moment the request is made. `timeZone` matters only for lists with date ranges.
 */
export function filtersOf<D extends ListDescriptor>(
  d: D,
  search: UrlFilters<D>,
  timeZone: TimeZoneSetting = "UTC",
): FilterValues<D> {
  const out: Record<string, unknown> = {};
  const values = search as Record<string, unknown>;
  for (const f of d.filters) {
    const v = values[f.key];
    if (v === undefined) continue;
    if (f.kind !== "date-range") {
      out[f.key] = v;
      continue;
    }
    const [start, end] = dayRangeToWire(parseDayRange(v) ?? [null, null], timeZone);
    if (start) out[f.from] = start;
    if (end) out[f.to] = end;
  }
  return out as FilterValues<D>;
}

/**
 * The list request of a URL state: `scope` (e.g. `selectType`), the given filters (date ranges
 * in `timeZone`, see {@link filtersOf}) and the descriptor's paging fields (part1 §7).
 */
export function listParams<D extends ListDescriptor, S extends object>(
  d: D,
  search: UrlFilters<D> & PageSearch,
  scope: S,
  timeZone: TimeZoneSetting = "UTC",
): S & FilterValues<D> & PagingOf<D["paging"]> {
  const { page } = pagingFields(d.paging);
  return {
    ...scope,
    ...filtersOf(d, search, timeZone),
    [page]: search.page,
    pageSize: search.pageSize,
  } as S & FilterValues<D> & PagingOf<D["paging"]>;
}
