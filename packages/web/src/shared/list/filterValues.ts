// Between a list's URL state and its filter form (part1 §2 filters): the form holds what the
// inputs show (text as typed, a select's value as text, picked calendar days), the URL holds
// request values (text trimmed, enum values as the SDK's) and a date range's calendar days as
// `from..to`. Neither depends on the time-zone setting: the days picked are
// the days shown after any number of switches. Pure functions of the descriptor's filters: the
// round trip is unit-tested.
import { type FilterDef, type ListDescriptor, valuesOf } from "@fixcloud/sdk";
import { type DayRange, formatDayRange, parseDayRange } from "../dateRange";
import { readInt, readText, type UrlFilters } from "./search";

/** One input's value: text (text, int), a select's value or null (enum, window), picked days (date range). */
export type FilterInputValue = string | null | DayRange;
/** The filter form's values, keyed by filter key (a date range under its own key, e.g. `createTime`). */
export type FilterFormValues = Record<string, FilterInputValue>;

/** The filters a form shows: all of the descriptor's, or those named in `keys`, in the descriptor's order. */
export function shownFilters(d: ListDescriptor, keys?: readonly string[]): FilterDef[] {
  return d.filters.filter((f) => !keys || keys.includes(f.key));
}

const str = (v: unknown) => (v === undefined || v === null ? undefined : String(v));

/** The form values of a URL state. */
export function toFormValues(
  filters: readonly FilterDef[],
  search: Readonly<Record<string, unknown>>,
): FilterFormValues {
  const form: FilterFormValues = {};
  for (const f of filters) {
    if (f.kind === "date-range") form[f.key] = parseDayRange(search[f.key]) ?? [null, null];
    else if (f.kind === "enum" || f.kind === "within") form[f.key] = str(search[f.key]) ?? null;
    else form[f.key] = str(search[f.key]) ?? "";
  }
  return form;
}

/** The URL filters of the form values; empty, bad or "all" values are left out. */
export function toSearchValues<D extends ListDescriptor>(
  filters: readonly FilterDef[],
  form: Readonly<FilterFormValues>,
): UrlFilters<D> {
  const out: Record<string, unknown> = {};
  const put = (k: string, v: unknown) => {
    if (v !== undefined) out[k] = v;
  };
  for (const f of filters) {
    const v = form[f.key];
    if (f.kind === "date-range") {
      put(f.key, formatDayRange(Array.isArray(v) ? (v as DayRange) : [null, null]));
    } else if (f.kind === "enum") {
      const hit = valuesOf(f.enum).find((x) => String(x) === v);
      put(f.key, hit === f.all ? undefined : hit);
    } else if (f.kind === "within") {
      put(
        f.key,
        valuesOf(f.enum).find((x) => String(x) === v),
      );
    } else if (f.kind === "int") {
      const n = readInt(v);
      put(f.key, n !== undefined && n >= f.min && n <= f.max ? n : undefined);
    } else put(f.key, readText(v, f.max ?? 100));
  }
  return out as UrlFilters<D>;
}
