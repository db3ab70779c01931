// Table columns built from the SDK's list descriptor (part1 §2 column lists): header = the SDK's
// field label; enum cells = the value's SDK label, as a badge in its tone when it has one; time
// cells in the stored time zone; text and number cells as they come, a dash when empty (part1
// §4). The console's own cells (password, inline remark, row actions, selection) are layered
// on by key. Labels are resolved once per column, not once per cell: a 100-row page paints
// ~2,000 cells on every filter change (bench: filter change → rows painted).
import { type ColumnDef, type EnumDef, enumTone, type ListDescriptor } from "@fixcloud/sdk";
import type { RowData } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { StateBadge } from "../StateBadge";
import { useFormatTime } from "../time";
import { columnsFor, type DataColumn, type DataColumnMeta, dash } from "./DataTable";

/** What the console adds to or changes in a descriptor's columns. */
export interface ColumnOptions<Row extends RowData> {
  /** Cells the console draws itself, by column key (password, inline remark, a link …). */
  cells?: Readonly<Partial<Record<string, (row: Row) => ReactNode>>>;
  /** Width and ellipsis of columns, by key. */
  meta?: Readonly<Partial<Record<string, DataColumnMeta>>>;
  /** Columns of the descriptor not shown here, by key. */
  omit?: readonly string[];
  /** Columns after the descriptor's (row actions). */
  append?: readonly DataColumn<Row>[];
}

/** An enum cell's renderer: the SDK label, in a badge of its tone when it has one; a dash for unknown values. */
function enumCell(t: TFunction, def: EnumDef): (value: unknown) => ReactNode {
  const byValue = new Map<string, ReactNode>();
  for (const v of def.values) {
    const text = t(v.labelKey, { ns: "sdk" });
    const tone = enumTone(def, v.value);
    byValue.set(String(v.value), tone ? <StateBadge tone={tone}>{text}</StateBadge> : text);
  }
  return (value) => (value === null || value === undefined ? "-" : (byValue.get(String(value)) ?? "-"));
}

/** Wire times formatted once each: the same times recur across rows and pages. */
function timeCell(format: (wire: string) => string): (value: unknown) => string {
  const cache = new Map<string, string>();
  return (value) => {
    if (typeof value !== "string" || !value) return "-";
    let out = cache.get(value);
    if (out === undefined) {
      if (cache.size > 5000) cache.clear();
      out = format(value);
      cache.set(value, out);
    }
    return out;
  };
}

function cellOf(c: ColumnDef, t: TFunction, format: (wire: string) => string): (value: unknown) => ReactNode {
  if (c.kind === "enum" && c.enum) return enumCell(t, c.enum);
  if (c.kind === "time") return timeCell(format);
  return (value) => dash(value as string | number | null | undefined);
}

/**
 * The columns of a descriptor for rows of type `Row`, then `options.append`. Stable while the
 * language, the time zone and `options` are: keep `options` memoized.
 */
export function useListColumns<Row extends RowData>(
  d: ListDescriptor,
  options: ColumnOptions<Row> = {},
): DataColumn<Row>[] {
  const { t } = useTranslation("common");
  const fmt = useFormatTime();
  return useMemo(() => {
    const col = columnsFor<Row>();
    const { cells = {}, meta = {}, omit = [], append = [] } = options;
    const built = d.columns
      .filter((c) => !omit.includes(c.key))
      .map((c) => {
        const own = cells[c.key];
        const render = cellOf(c, t, fmt);
        const value = (row: Row) => (row as Record<string, unknown>)[c.key];
        return col.accessor(value, {
          id: c.key,
          header: t(c.labelKey, { ns: "sdk" }),
          ...(meta[c.key] ? { meta: meta[c.key] } : {}),
          // The value read straight from the record (what `value` returns), not through TanStack's
          // per-cell getValue: ~2,000 cells on every filter change.
          cell: own ? ({ row }) => own(row.original) : ({ row }) => render(value(row.original)),
        }) as DataColumn<Row>;
      });
    return [...built, ...append];
  }, [d, options, t, fmt]);
}
