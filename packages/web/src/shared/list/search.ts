// URL search params of the list pages (part1 §2: filters and paging live in the URL), built from
// the SDK's list descriptors: one param per filter (text, enum, int, a window in days such as
// `expiringWithin=10`; a date range is one param
// of calendar days under its key, `createTime=2026-11-01..2026-11-20`, see ../dateRange.ts), plus
// `page` and `pageSize` (part1 §2 page sizes); the list request of a URL state is ./params.ts. Bad
// values fall back instead of failing, so a hand-edited or old URL still opens the page; each one
// refused is reported (`check`), so the route can rewrite the URL and say what it left out
// (../urlState.ts). No router, React or storage imports: unit-testable and light (every route's
// search schema is in the first route's bundle).
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

/** What a param reader answers for a value it does not accept: the param takes its default. */
export const REFUSED: unique symbol = Symbol("refused");
/** The type of {@link REFUSED}. */
export type Refused = typeof REFUSED;

/**
 * How a URL param is read: its value (and the whole search object, for older names) in, the
 * value, undefined (absent: the default) or {@link REFUSED} (a value the page does not accept)
 * out; never throws. Read with `undefined`, a param gives its default.
 */
export type Param<T> = (value: unknown, search: Readonly<Record<string, unknown>>) => T | Refused;

/** Whether a URL value is absent: missing, null or blank text (an empty field, not a bad one). */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * A param from a reader that answers undefined for what it does not accept: an absent value is
 * `fallback`, a value `read` does not accept is {@link REFUSED}.
 */
export function param<T>(read: (value: unknown) => T | undefined, fallback?: T): Param<T | undefined> {
  return (v) => (isBlank(v) ? fallback : (read(v) ?? REFUSED));
}

/** A param as its descriptor filter labels it: `labelKey` in the SDK's catalogue (`field.<key>`). */
export type LabelledParam<T> = Param<T> & { readonly labelKey?: string };

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

/** The reader of one filter's URL param, labelled as the filter. */
function readerOf(f: FilterDef): LabelledParam<unknown> {
  return Object.assign(rawReaderOf(f), { labelKey: f.labelKey });
}

function rawReaderOf(f: FilterDef): Param<unknown> {
  switch (f.kind) {
    case "text":
      return param((v) => readText(v, f.max ?? 100));
    case "int":
      return param((v) => {
        const n = readInt(v);
        return n !== undefined && n >= f.min && n <= f.max ? n : undefined;
      });
    case "within":
    case "enum": {
      const values = valuesOf(f.enum) as (string | number)[];
      // The "all" value filters nothing: the URL leaves it out.
      return (v) => {
        if (isBlank(v)) return undefined;
        const hit = values.find((x) => x === v || (typeof v !== "object" && String(x) === String(v)));
        return hit === undefined ? REFUSED : f.kind === "enum" && hit === f.all ? undefined : hit;
      };
    }
    case "date-range":
      // Older links carried the wire times (`startCreateTime=…`): read as their UTC days.
      return (v, search) => {
        if (isBlank(v)) {
          const legacy = legacyDayRange(search[f.from], search[f.to]);
          return legacy ? formatDayRange(legacy) : undefined;
        }
        const days = parseDayRange(v);
        return days ? formatDayRange(days) : REFUSED;
      };
  }
}

/** The URL params of a descriptor's filters, keyed by filter key. */
export function filterParams(d: ListDescriptor, keys?: readonly string[]): Record<string, Param<unknown>> {
  const params: Record<string, Param<unknown>> = {};
  for (const f of d.filters) if (!keys || keys.includes(f.key)) params[f.key] = readerOf(f);
  return params;
}

/** A page number from 1 (at most 100 000), given as a number or digits. */
export function readPage(value: unknown): number | undefined {
  const n = readInt(value);
  return n !== undefined && n >= 1 && n <= 100_000 ? n : undefined;
}

/** `page` (1 when missing or not a page number) and `pageSize` (the first size when not offered). */
export function pageParams(): { page: Param<number | undefined>; pageSize: Param<PageSize | undefined> } {
  return {
    page: param(readPage, 1),
    pageSize: param((v) => PAGE_SIZES.find((s) => s === readInt(v)), PAGE_SIZES[0]),
  };
}

/** A URL param a search schema did not accept: its key, the value as the URL had it, its label. */
export interface DroppedParam {
  key: string;
  value: unknown;
  /** The filter's label in the SDK's catalogue (`field.<key>`); absent for paging and the like. */
  labelKey?: string;
}

/** A search object read by a schema: the validated value and the params it refused. */
export interface SearchCheck<O> {
  value: O;
  dropped: DroppedParam[];
}

/**
 * A route's search validator: a Standard Schema (what TanStack Router's `validateSearch` reads,
 * types included) with `parse`, and no zod, which would put 27 KB gz in the first route.
 * `O` is the validated type, `I` what a link may give.
 */
export interface SearchSchema<O, I> {
  /** The validated search: never throws (a bad param falls back). */
  parse(raw: unknown): O;
  /** {@link parse}, with the params that fell back because their value was not accepted. */
  check(raw: unknown): SearchCheck<O>;
  readonly "~standard": {
    readonly version: 1;
    readonly vendor: "fixcloud";
    readonly validate: (raw: unknown) => { value: O };
    readonly types?: { readonly input: I; readonly output: O };
  };
}

/** The Standard Schema of a check. */
function schemaOf<O, I>(check: (raw: unknown) => SearchCheck<O>): SearchSchema<O, I> {
  const parse = (raw: unknown) => check(raw).value;
  return {
    parse,
    check,
    "~standard": { version: 1, vendor: "fixcloud", validate: (raw) => ({ value: parse(raw) }) },
  };
}

// The search schemas are in the first route's chunk, so they are plain Standard Schemas: a
// `z.unknown().transform` here was the only reason that chunk loaded zod (first-route budget).
/**
 * A search schema from params: each param's value read from the URL's search object, a refused
 * one replaced by the param's default and reported. The router keeps the URL's own keys beside
 * the validated ones, so a key the URL has and the schema leaves empty is set to undefined
 * (else the refused value would come back). `O` and `I` are the validated and the link-side
 * types (TanStack Router reads them from the schema's Standard Schema types).
 */
export function searchSchema<O, I = Partial<O>>(params: Record<string, Param<unknown>>): SearchSchema<O, I> {
  return schemaOf<O, I>((raw) => {
    const search = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    const dropped: DroppedParam[] = [];
    for (const [key, read] of Object.entries(params)) {
      let value = read(search[key], search);
      if (value === REFUSED) {
        const { labelKey } = read as LabelledParam<unknown>;
        dropped.push({ key, value: search[key], ...(labelKey ? { labelKey } : {}) });
        value = read(undefined, search);
        if (value === REFUSED) value = undefined;
      }
      if (value !== undefined || key in search) out[key] = value;
    }
    return { value: out as O, dropped };
  });
}

/** `schema` reading the URL's search object as `before` rewrites it (e.g. an older param name). */
export function preprocessed<O, I>(
  before: (raw: unknown) => unknown,
  schema: SearchSchema<O, I>,
): SearchSchema<O, I> {
  return schemaOf<O, I>((raw) => schema.check(before(raw)));
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
