// URL search params of the list pages (part1 §2: filters and paging live in the URL), built from
// the SDK's list descriptors: one param per filter (text, enum, int; a date range is its two
// request fields `from`/`to`), plus `page` and `pageSize` (part1 §2 page sizes). A URL maps 1:1
// onto the list call. Bad values fall back instead of failing, so a hand-edited URL still opens
// the page. No router, React or storage imports: unit-testable and light (every route's search
// schema is in the first route's bundle).
import {
  type FilterDef,
  type FilterValues,
  type ListDescriptor,
  PAGE_SIZES,
  type Paging,
  filterKeys,
  pagingFields,
  valuesOf,
  WireTime,
} from "@fixcloud/sdk";
import { z } from "zod";

/** A page size offered by the lists (part1 §2, §9): 10, 20, 30, 50 or 100 rows. */
export type PageSize = (typeof PAGE_SIZES)[number];

/** The paging part of a list URL: `page` from 1, `pageSize` one of {@link PAGE_SIZES}. */
export interface PageSearch {
  page: number;
  pageSize: PageSize;
}

/** The descriptor `D` with only the filters whose key is `K`. */
export type PickFilters<D extends ListDescriptor, K extends string> = ListDescriptor<
  readonly Extract<D["filters"][number], { key: K }>[],
  D["paging"]
>;

/** The validated URL state of a list: its given filters (request field names) and paging. */
export type ListSearch<D extends ListDescriptor> = FilterValues<D> & PageSearch;

/** What a link may put in a list URL: any filters, and paging when not the default. */
export type ListSearchInput<D extends ListDescriptor> = FilterValues<D> & Partial<PageSearch>;

/** How a URL param is read: any input, the value or undefined (a fallback) out; never throws. */
export type Param<T> = (value: unknown) => T;

const INTEGER_TEXT = /^\s*-?\d+\s*$/;

/** An integer given as a number or digits (the router parses `page=2` to 2, `orderNo=12` too). */
export function readInt(value: unknown): number | undefined {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && INTEGER_TEXT.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isSafeInteger(n) ? n : undefined;
}

/** Trimmed text of at most `max` characters; numbers (JSON-parsed by the router) come back as text. */
export function readText(value: unknown, max: number): string | undefined {
  const s = typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
  return s && [...s].length <= max ? s : undefined;
}

/** The reader of one request field of a filter. */
function readerOf(f: FilterDef): (value: unknown) => unknown {
  switch (f.kind) {
    case "text":
      return (v) => readText(v, f.max ?? 100);
    case "int":
      return (v) => {
        const n = readInt(v);
        return n !== undefined && n >= f.min && n <= f.max ? n : undefined;
      };
    case "enum": {
      const values = valuesOf(f.enum);
      // The "all" value filters nothing: the URL leaves it out.
      return (v) => {
        const hit = values.find((x) => x === v || (typeof v !== "object" && String(x) === String(v)));
        return hit === f.all ? undefined : hit;
      };
    }
    case "date-range":
      return (v) => (WireTime.safeParse(v).success ? v : undefined);
  }
}

/** The URL params of a descriptor's filters, keyed by request field (a date range gives two). */
export function filterParams(d: ListDescriptor, keys?: readonly string[]): Record<string, Param<unknown>> {
  const params: Record<string, Param<unknown>> = {};
  for (const f of d.filters) {
    if (keys && !keys.includes(f.key)) continue;
    const read = readerOf(f);
    if (f.kind === "date-range") {
      params[f.from] = read;
      params[f.to] = read;
    } else params[f.key] = read;
  }
  return params;
}

/** `page` (1 when missing or not a page number) and `pageSize` (the first size when not offered). */
export function pageParams(): { page: Param<number>; pageSize: Param<PageSize> } {
  return {
    page: (v) => {
      const n = readInt(v);
      return n !== undefined && n >= 1 && n <= 100_000 ? n : 1;
    },
    pageSize: (v) => PAGE_SIZES.find((s) => s === readInt(v)) ?? PAGE_SIZES[0],
  };
}

/**
 * A search schema from params: each param's value read from the URL's search object, without
 * the undefined ones; unknown keys are dropped. `O` and `I` are the validated and the link-side
 * types (TanStack Router reads them from the schema's Standard Schema types).
 */
export function searchSchema<O, I = Partial<O>>(params: Record<string, Param<unknown>>): z.ZodType<O, I> {
  return z.unknown().transform((raw) => {
    const search = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(params)) {
      const value = read(search[key]);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }) as unknown as z.ZodType<O, I>;
}

/**
 * The URL schema of a list page: its filters (all, or those named in `keys`) and paging.
 * Source: part1 §2.
 */
export function listSearch<D extends ListDescriptor, K extends string = D["filters"][number]["key"]>(
  d: D,
  keys?: readonly K[],
) {
  return searchSchema<ListSearch<PickFilters<D, K>>, ListSearchInput<PickFilters<D, K>>>({
    ...filterParams(d, keys),
    ...pageParams(),
  });
}

/** The paging fields of a list request for `page`/`pageSize`: `pageNo` or `pageNum` by style. */
export type PagingOf<P extends Paging> = P extends "pageNo/list"
  ? { pageNo: number; pageSize: number }
  : { pageNum: number; pageSize: number };

/** The filters of a URL state, by request field: what batch and export calls take as the last search. */
export function filtersOf<D extends ListDescriptor>(d: D, search: FilterValues<D>): FilterValues<D> {
  const out: Record<string, unknown> = {};
  const values = search as Record<string, unknown>;
  for (const k of filterKeys(d)) if (values[k] !== undefined) out[k] = values[k];
  return out as FilterValues<D>;
}

/**
 * The list request of a URL state: `scope` (e.g. `selectType`), the given filters and the
 * descriptor's paging fields (part1 §7).
 */
export function listParams<D extends ListDescriptor, S extends object>(
  d: D,
  search: FilterValues<D> & PageSearch,
  scope: S,
): S & FilterValues<D> & PagingOf<D["paging"]> {
  const { page } = pagingFields(d.paging);
  return { ...scope, ...filtersOf(d, search), [page]: search.page, pageSize: search.pageSize } as S &
    FilterValues<D> &
    PagingOf<D["paging"]>;
}
