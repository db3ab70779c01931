// URL search params of the list pages (part1 §2: filters and paging live in the URL), built from
// the SDK's list descriptors: one param per filter (text, enum, int; a date range is one param
// of calendar days under its key, `createTime=2026-11-01..2026-11-20`, see ../dateRange.ts), plus
// `page` and `pageSize` (part1 §2 page sizes); the list request of a URL state is ./params.ts. Bad
// values fall back instead of failing, so a hand-edited or old URL still opens the page. No
// router, React or storage imports: unit-testable and light (every route's search schema is in
// the first route's bundle).
import { type FilterDef, type FilterValues, type ListDescriptor, PAGE_SIZES, valuesOf } from "@fixcloud/sdk";
import { formatDayRange, legacyDayRange, parseDayRange } from "../dateRange";

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

/** The date-range filters of a descriptor. */
type RangeOf<D extends ListDescriptor> = Extract<D["filters"][number], { kind: "date-range" }>;

/**
 * The filters of a list as its URL holds them: like the request's, except that a date range is
 * one value of calendar days under its key (`createTime: "2026-11-01..2026-11-20"`) instead of
 * its two wire times.
 */
export type UrlFilters<D extends ListDescriptor> = Omit<
  FilterValues<D>,
  RangeOf<D>["from"] | RangeOf<D>["to"]
> & { [K in RangeOf<D>["key"]]?: string };

/** The validated URL state of a list: its given filters and paging. */
export type ListSearch<D extends ListDescriptor> = UrlFilters<D> & PageSearch;

/** What a link may put in a list URL: any filters, and paging when not the default. */
export type ListSearchInput<D extends ListDescriptor> = UrlFilters<D> & Partial<PageSearch>;

/**
 * How a URL param is read: its value (and the whole search object, for older names) in, the
 * value or undefined (a fallback) out; never throws.
 */
export type Param<T> = (value: unknown, search: Readonly<Record<string, unknown>>) => T;

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

/** The reader of one filter's URL param. */
function readerOf(f: FilterDef): Param<unknown> {
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
      // Older links carried the wire times (`startCreateTime=…`): read as their UTC days.
      return (v, search) => {
        const days = parseDayRange(v) ?? legacyDayRange(search[f.from], search[f.to]);
        return days ? formatDayRange(days) : undefined;
      };
  }
}

/** The URL params of a descriptor's filters, keyed by filter key. */
export function filterParams(d: ListDescriptor, keys?: readonly string[]): Record<string, Param<unknown>> {
  const params: Record<string, Param<unknown>> = {};
  for (const f of d.filters) if (!keys || keys.includes(f.key)) params[f.key] = readerOf(f);
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
 * A route's search validator: a Standard Schema (what TanStack Router's `validateSearch` reads,
 * types included) with `parse`, and no zod, which would put 27 KB gz in the first route.
 * `O` is the validated type, `I` what a link may give.
 */
export interface SearchSchema<O, I> {
  /** The validated search: never throws (a bad param falls back). */
  parse(raw: unknown): O;
  readonly "~standard": {
    readonly version: 1;
    readonly vendor: "fixcloud";
    readonly validate: (raw: unknown) => { value: O };
    readonly types?: { readonly input: I; readonly output: O };
  };
}

// The search schemas are in the first route's chunk, so they are plain Standard Schemas: a
// `z.unknown().transform` here was the only reason that chunk loaded zod (issue 12 budget).
/**
 * A search schema from params: each param's value read from the URL's search object, without
 * the undefined ones; unknown keys are dropped. `O` and `I` are the validated and the link-side
 * types (TanStack Router reads them from the schema's Standard Schema types).
 */
export function searchSchema<O, I = Partial<O>>(params: Record<string, Param<unknown>>): SearchSchema<O, I> {
  const parse = (raw: unknown): O => {
    const search = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(params)) {
      const value = read(search[key], search);
      if (value !== undefined) out[key] = value;
    }
    return out as O;
  };
  return {
    parse,
    "~standard": { version: 1, vendor: "fixcloud", validate: (raw) => ({ value: parse(raw) }) },
  };
}

/** `schema` reading the URL's search object as `before` rewrites it (e.g. an older param name). */
export function preprocessed<O, I>(
  before: (raw: unknown) => unknown,
  schema: SearchSchema<O, I>,
): SearchSchema<O, I> {
  const parse = (raw: unknown) => schema.parse(before(raw));
  return {
    parse,
    "~standard": { version: 1, vendor: "fixcloud", validate: (raw) => ({ value: parse(raw) }) },
  };
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
