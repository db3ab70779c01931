// Between a list's URL state and its filter form (part1 §2 filters): the form holds what the
// inputs show (text as typed, a select's value as text, days picked in the stored time zone),
// the URL holds request values (text trimmed, enum values as the SDK's, UTC wire times covering
// whole days). Pure functions of the descriptor's filters: the round trip is unit-tested.
import {
  type FilterDef,
  type FilterValues,
  type ListDescriptor,
  type TimeZoneSetting,
  valuesOf,
} from "@fixcloud/sdk";
import { type DayRange, dayRangeToWire, wireToDayRange } from "../dateRange";
import { readInt, readText } from "./search";

/** One input's value: text (text, int), a select's value or null (enum), picked days (date range). */
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
  timeZone: TimeZoneSetting,
): FilterFormValues {
  const form: FilterFormValues = {};
  for (const f of filters) {
    if (f.kind === "date-range")
      form[f.key] = wireToDayRange(str(search[f.from]), str(search[f.to]), timeZone);
    else if (f.kind === "enum") form[f.key] = str(search[f.key]) ?? null;
    else form[f.key] = str(search[f.key]) ?? "";
  }
  return form;
}

/** The URL filters of the form values; empty, bad or "all" values are left out. */
export function toSearchValues<D extends ListDescriptor>(
  filters: readonly FilterDef[],
  form: Readonly<FilterFormValues>,
  timeZone: TimeZoneSetting,
): FilterValues<D> {
  const out: Record<string, unknown> = {};
  const put = (k: string, v: unknown) => {
    if (v !== undefined) out[k] = v;
  };
  for (const f of filters) {
    const v = form[f.key];
    if (f.kind === "date-range") {
      const [from, to] = dayRangeToWire(Array.isArray(v) ? v : [null, null], timeZone);
      put(f.from, from);
      put(f.to, to);
    } else if (f.kind === "enum") {
      const hit = valuesOf(f.enum).find((x) => String(x) === v);
      put(f.key, hit === f.all ? undefined : hit);
    } else if (f.kind === "int") {
      const n = readInt(v);
      put(f.key, n !== undefined && n >= f.min && n <= f.max ? n : undefined);
    } else put(f.key, readText(v, f.max ?? 100));
  }
  return out as FilterValues<D>;
}
