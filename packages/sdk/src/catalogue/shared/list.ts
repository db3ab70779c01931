// List descriptors: a list's filters, columns and paging style, written once per list in
// `catalogue/<area>/lists.ts` (part1 §2, part2 §2). The request schema (./list-schema.ts), the
// sandbox's WHERE and paging, the console's URL schema, filter form and table, and the CLI's
// filter flags and their help are all built from them. Plain data and types: no zod here, so
// the CLI can read descriptors at start-up to build its help without loading the client.
import type { EnumDef, EnumValueOf } from "./enum.js";

/**
 * How a list pages (part1 §7, part2 §7): `pageNo/list` sends `pageNo`, `pageSize` and reads
 * `{ total, list }`; `pageNum/records` sends `pageNum`, `pageSize` and reads `{ total, records }`.
 */
export type Paging = "pageNo/list" | "pageNum/records";

interface FilterBase {
  /** The request field (the spec's name), e.g. `accountName`; for a date range, its name. */
  readonly key: string;
  /** Message key of the filter's label, e.g. `field.accountName`. */
  readonly labelKey: string;
}

/** Free text, trimmed, matched anywhere in the value ignoring case; at most `max` (100) characters. */
export interface TextFilterDef extends FilterBase {
  readonly kind: "text";
  readonly max?: number;
}

/** One value of an enum, matched exactly. */
export interface EnumFilterDef<E extends EnumDef = EnumDef> extends FilterBase {
  readonly kind: "enum";
  readonly enum: E;
  /** The value that means "every value" (notice type 0, part1 §2): sent as is, filters nothing. */
  readonly all?: EnumValueOf<E>;
  /**
   * The values offered for a scope (e.g. the serving products of one service type); all
   * values of the enum when absent. The server accepts any value of the enum.
   */
  readonly optionsFor?: (scope: Readonly<Record<string, unknown>>) => readonly EnumValueOf<E>[];
}

/** An integer from `min` to `max`, matched exactly. */
export interface IntFilterDef extends FilterBase {
  readonly kind: "int";
  readonly min: number;
  readonly max: number;
}

/**
 * An inclusive time range over the column `key` (e.g. `createTime`), sent as two wire times
 * `from` and `to` (e.g. `startCreateTime`, `endCreateTime`). A bare date means the whole day.
 */
export interface DateRangeFilterDef extends FilterBase {
  readonly kind: "date-range";
  readonly from: string;
  readonly to: string;
}

/**
 * "Ends within N days": rows in service whose end (the field `end`, e.g. `endTime`) is after now
 * and at most N days ahead, N one of the windows of `enum` (days, labelled `<enum name>.<N>`).
 * In service means the field `inService.key` equals `inService.value` (an account's
 * `serviceState` 2, a pool's `abpState` 1). The same rule as the expiring lists
 * (`expiryWindow`, docs/expiry.md); "now" is the server's clock when the list is read.
 */
export interface WithinFilterDef<E extends EnumDef<number> = EnumDef<number>> extends FilterBase {
  readonly kind: "within";
  readonly enum: E;
  readonly end: string;
  readonly inService: { readonly key: string; readonly value: number };
}

/** One filter of a list. */
export type FilterDef = TextFilterDef | EnumFilterDef | IntFilterDef | DateRangeFilterDef | WithinFilterDef;

/** How a column's value reads: as text, as the label of an enum value, a wire time, a number. */
export type ColumnKind = "text" | "enum" | "time" | "number";

/** One column of a list: the row field and its label. */
export interface ColumnDef {
  /** The row field (the spec's name), e.g. `serviceState`. */
  readonly key: string;
  /** Message key of the header, e.g. `field.serviceState`. */
  readonly labelKey: string;
  readonly kind: ColumnKind;
  /** For `enum` columns: the enum whose labels the values take. */
  readonly enum?: EnumDef;
  /** Shown in narrow views (a terminal table); every column is in wide views and files. */
  readonly brief?: boolean;
}

/** A list: the call that serves it, its paging style, filters and columns. */
export interface ListDescriptor<
  F extends readonly FilterDef[] = readonly FilterDef[],
  P extends Paging = Paging,
> {
  /** The list's name, e.g. `accounts`, `pools`, `poolDevices`. */
  readonly name: string;
  /** The catalogue name of the list call, e.g. `accounts.selectAccServList`. */
  readonly call: string;
  readonly paging: P;
  readonly filters: F;
  readonly columns: readonly ColumnDef[];
  /** Spec part and section. */
  readonly source: string;
}

/** A text filter on the field `key`, labelled `field.<key>`; at most `max` characters (default 100). */
export function filterText<const K extends string>(
  key: K,
  max?: number,
): TextFilterDef & { key: K; kind: "text" } {
  return max === undefined
    ? { key, kind: "text", labelKey: `field.${key}` }
    : { key, kind: "text", labelKey: `field.${key}`, max };
}

/** An enum filter on the field `key` with the values of `e`, labelled `field.<key>`. */
export function filterEnum<const K extends string, E extends EnumDef>(
  key: K,
  e: E,
  extra: Pick<EnumFilterDef<E>, "all" | "optionsFor"> = {},
): EnumFilterDef<E> & { key: K; kind: "enum" } {
  return { key, kind: "enum", enum: e, labelKey: `field.${key}`, ...extra };
}

/**
 * A date range over the field `key`, sent as `start<Suffix>` and `end<Suffix>` (the spec's
 * pattern: `createTime` → `startCreateTime`, `endCreateTime`), labelled `field.<key>`.
 */
export function filterRange<const K extends string, const S extends string>(
  key: K,
  suffix: S,
): DateRangeFilterDef & { key: K; kind: "date-range"; from: `start${S}`; to: `end${S}` } {
  return { key, kind: "date-range", from: `start${suffix}`, to: `end${suffix}`, labelKey: `field.${key}` };
}

/**
 * A "within N days of its end" filter on the request field `key` over the end field `end`, for
 * rows whose `inService.key` is `inService.value`; the windows are the values of `windows`.
 * Labelled `field.<key>`.
 */
export function filterWithin<const K extends string, E extends EnumDef<number>>(
  key: K,
  end: string,
  windows: E,
  inService: { readonly key: string; readonly value: number },
): WithinFilterDef<E> & { key: K; kind: "within" } {
  return { key, kind: "within", enum: windows, end, inService, labelKey: `field.${key}` };
}

/** Identity helper that keeps a descriptor's literal types (filter keys, enum values). */
export function defineList<const F extends readonly FilterDef[], const P extends Paging>(
  d: ListDescriptor<F, P>,
): ListDescriptor<F, P> {
  return d;
}

/** The request fields of a filter: `key` itself, or `from` and `to` for a date range. */
export function filterFields(f: FilterDef): readonly string[] {
  return f.kind === "date-range" ? [f.from, f.to] : [f.key];
}

/** Every request field the filters of a list fill, in order. */
export function filterKeys(d: ListDescriptor): string[] {
  return d.filters.flatMap(filterFields);
}

/** The page-number field and the rows field of a paging style. */
export function pagingFields(paging: Paging): { page: "pageNo" | "pageNum"; rows: "list" | "records" } {
  return paging === "pageNo/list" ? { page: "pageNo", rows: "list" } : { page: "pageNum", rows: "records" };
}

/** A column whose header is its row field's label, `field.<key>` unless `extra.labelKey` says. */
export function column(
  key: string,
  kind: ColumnKind,
  extra: Partial<Omit<ColumnDef, "key" | "kind">> = {},
): ColumnDef {
  return { key, labelKey: `field.${key}`, kind, ...extra };
}

// ---------------------------------------------------------------------------------- types

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

type ValueOut<F> = F extends { kind: "text" }
  ? string
  : F extends { kind: "enum" | "within"; enum: infer E }
    ? EnumValueOf<E>
    : F extends { kind: "int" }
      ? number
      : never;
type ValueIn<F> = F extends { kind: "text" }
  ? string
  : F extends { kind: "enum" | "within"; enum: infer E }
    ? EnumValueOf<E> | `${EnumValueOf<E> & (string | number)}` | ""
    : F extends { kind: "int" }
      ? number | string
      : never;

type FieldsOut<F> = F extends { kind: "date-range"; from: infer A extends string; to: infer B extends string }
  ? { [K in A | B]?: string }
  : F extends { key: infer K extends string }
    ? { [P in K]?: ValueOut<F> }
    : never;
type FieldsIn<F> = F extends { kind: "date-range"; from: infer A extends string; to: infer B extends string }
  ? { [K in A | B]?: string | null }
  : F extends { key: infer K extends string }
    ? { [P in K]?: ValueIn<F> | null }
    : never;

/** The filters of a list after parsing: given ones only, text trimmed, numbers as numbers. */
export type FilterValues<D extends ListDescriptor> = Simplify<
  UnionToIntersection<FieldsOut<D["filters"][number]>>
>;
/**
 * The filters a caller passes: numbers may be numeric text, and `""` or `null` mean "no
 * filter" (part1 §2).
 */
export type FilterInput<D extends ListDescriptor> = Simplify<
  UnionToIntersection<FieldsIn<D["filters"][number]>>
>;
/** The paging fields of a list request. */
export type PagingInput<P extends Paging> = P extends "pageNo/list"
  ? { pageNo?: number | string; pageSize?: number | string }
  : { pageNum?: number | string; pageSize?: number | string };
/** One page of a list answer. */
export type PageOf<P extends Paging, Row> = P extends "pageNo/list"
  ? { total: number; list: Row[] }
  : { total: number; records: Row[] };
