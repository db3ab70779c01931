// The console's one list table (accounts, pools, device accounts, announcements; part1 §2): a plain, accessible
// <table> on TanStack Table, which owns the column model and the row selection. Plain
// elements on purpose: a 100-row page paints ~2,000 cells on every filter change, and
// per-cell library components were most of that time (see the budget in bench/run.mjs).
import {
  type Cell,
  type ColumnDef,
  createColumnHelper,
  flexRender,
  metaHelper,
  type Row,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  tableFeatures,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import {
  type CSSProperties,
  memo,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useMemo,
  useRef,
} from "react";
import { useTranslation } from "react-i18next";
import "../cells.css";
import "./DataTable.css";
import { BUSY_AFTER_MS, useLate } from "./useLate";

/** Per-column presentation; every cell stays on one line unless `ellipsis` cuts it at `width`. */
export interface DataColumnMeta {
  /** Fixed width in px (the cell content is cut with an ellipsis when `ellipsis`). */
  width?: number;
  ellipsis?: boolean;
}

const features = tableFeatures({ rowSelectionFeature, columnMeta: metaHelper<DataColumnMeta>() });
type Features = typeof features;

/**
 * A column of a {@link DataTable} (TanStack column definition). Its `cell` is called as a plain
 * function for every row (see cellContent): it returns elements and calls no hooks.
 */
// biome-ignore lint/suspicious/noExplicitAny: columns of one table hold values of many types
export type DataColumn<T extends RowData> = ColumnDef<Features, T, any>;

/** A cell's text, or a dash when there is none (part1 §4). */
export const dash = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === "" ? "-" : v;

/** Typed column builders for rows of type T: `col.accessor("name", {...})`, `col.display({...})`. */
export const columnsFor = <T extends RowData>() => createColumnHelper<Features, T>();

/** Row selection of a {@link DataTable}: the ticked rows and how they change. */
export interface DataTableSelection<T> {
  /** Ticked rows (may include rows of other pages; only this page's rows are shown ticked). */
  selected: readonly T[];
  onChange: (rows: T[]) => void;
  /** Accessible name of the header checkbox (ticks the page). */
  allLabel: string;
  /** Accessible name of a row's checkbox; keep it stable (memoized) so rows can skip renders. */
  rowLabel: (row: T) => string;
}

/** Props of {@link DataTable} for rows of type `T`. */
export interface DataTableProps<T extends RowData> {
  /** Accessible name of the table. */
  label: string;
  records: readonly T[];
  /** Keep stable (memoized): a new array re-renders every row. */
  columns: readonly DataColumn<T>[];
  /** Keep stable: the row key and the selection key. */
  getRowId: (row: T) => string;
  /** Shown below the header when there are no rows. */
  emptyText: string;
  /** A fetch is in flight (data-fetching); after 200 ms the rows dim and a bar runs above them. */
  fetching?: boolean;
  selection?: DataTableSelection<T>;
  /** Keep the first (data) column or the last column in view while scrolling sideways. */
  pinFirst?: boolean;
  pinLast?: boolean;
  testId?: string;
  /**
   * The pointer entered a row or focus moved into it: a chance to preload what its actions open
   * (budgets: the detail drawer). Keep stable.
   */
  onRowIntent?: (row: T) => void;
}

/**
 * Sticky header, horizontal scroll, striped rows, an optional checkbox column, empty state and
 * a dimmed body while fetching. Rows are memoized: a tick re-renders one row, a fetch starting
 * or ending re-renders none. Rows are keyed by position (see below): a cell that keeps state
 * must drop it when its record changes.
 */
export function DataTable<T extends RowData>({
  label,
  records,
  columns,
  getRowId,
  emptyText,
  fetching = false,
  selection,
  pinFirst,
  pinLast,
  testId,
  onRowIntent,
}: DataTableProps<T>) {
  const { t } = useTranslation("lists");
  const selectable = selection !== undefined;
  const rowLabel = selection?.rowLabel;
  const allColumns = useMemo(
    () => (selectable && rowLabel ? [selectColumn(rowLabel), ...columns] : columns),
    [selectable, rowLabel, columns],
  );

  const selected = selection?.selected;
  const rowSelection = useMemo(() => {
    const state: RowSelectionState = {};
    for (const r of selected ?? []) state[getRowId(r)] = true;
    return state;
  }, [selected, getRowId]);

  const onRowSelectionChange = (updater: Updater<RowSelectionState>) => {
    if (!selection) return;
    const next = typeof updater === "function" ? updater(rowSelection) : updater;
    const onPage = new Set(records.map(getRowId));
    selection.onChange([
      ...selection.selected.filter((r) => !onPage.has(getRowId(r))),
      ...records.filter((r) => next[getRowId(r)]),
    ]);
  };

  const table = useTable({
    features,
    columns: allColumns as DataColumn<T>[],
    data: records as T[],
    getRowId,
    enableRowSelection: selectable,
    state: { rowSelection },
    onRowSelectionChange,
  });

  const rows = table.getRowModel().rows;
  // One delegated listener for every row: the row's index in the body is its record's. The
  // pointer's moves, not its "over" events: those also fire when the rows move under a resting
  // pointer (a page-size list closing over the table, new rows painted), and each started a
  // detail request next to the page's own.
  const lastIntent = useRef<unknown>(null);
  const onIntent = onRowIntent
    ? (e: SyntheticEvent) => {
        const tr = (e.target as Element).closest?.("tbody > tr");
        const record = tr ? records[(tr as HTMLTableRowElement).sectionRowIndex] : undefined;
        if (record === undefined || record === lastIntent.current) return;
        lastIntent.current = record;
        onRowIntent(record);
      }
    : undefined;
  // Dim and show the bar only for a fetch that takes a while: a quick answer then costs no
  // repaint of the whole table before its new rows.
  const busy = useLate(fetching, BUSY_AFTER_MS);
  // Each column's sticky side, width and ellipsis by index, built once per set of columns: the
  // cells share these objects (no style object per cell and render), and rows compare the array.
  const layout = useMemo<ColumnLayout[]>(() => {
    const first = selectable ? 1 : 0;
    const last = allColumns.length - 1;
    return allColumns.map((c, i) => {
      const width = c.meta?.width;
      return {
        pin: pinLast && i === last ? "end" : pinFirst && i === first ? "start" : undefined,
        style: width ? { width, minWidth: width, maxWidth: width } : undefined,
        ellipsis: c.meta?.ellipsis || undefined,
      };
    });
  }, [allColumns, selectable, pinFirst, pinLast]);

  return (
    <div
      className="fc-dt"
      data-testid={testId}
      data-fetching={fetching ? "true" : "false"}
      data-busy={busy || undefined}
    >
      {busy && <div className="fc-dt-bar" role="progressbar" aria-label={label} />}
      {/* A region of its own that scrolls sideways: reachable and named for keyboard users
          (axe scrollable-region-focusable), so a phone's page never scrolls with it. */}
      <section
        className="fc-dt-scroll"
        aria-label={t("scrollRegion", { label })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
        tabIndex={0}
      >
        <table aria-label={label} aria-busy={fetching || undefined}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header, i) => (
                  <th key={header.id} scope="col" data-pin={layout[i]?.pin} style={layout[i]?.style}>
                    {header.column.id === SELECT ? (
                      <PageCheckbox
                        label={selection?.allLabel ?? ""}
                        checked={rows.length > 0 && table.getIsAllPageRowsSelected()}
                        indeterminate={table.getIsSomePageRowsSelected()}
                        disabled={rows.length === 0}
                        onChange={table.getToggleAllPageRowsSelectedHandler()}
                      />
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody onPointerMove={onIntent} onFocus={onIntent}>
            {rows.map((row, i) => (
              <BodyRow
                // By position, not by id: a new page or filter updates the rows' elements in
                // place instead of replacing ~5,000 of them. Cells with state (a revealed
                // password, a remark being edited) reset it when their record changes.
                // biome-ignore lint/suspicious/noArrayIndexKey: deliberate, see above
                key={i}
                row={row as unknown as Row<Features, RowData>}
                selected={rowSelection[row.id] === true}
                layout={layout}
              />
            ))}
          </tbody>
        </table>
        {rows.length === 0 && (
          <div className="fc-dt-empty" role="status">
            {fetching ? "" : emptyText}
          </div>
        )}
      </section>
    </div>
  );
}

const SELECT = "__select";

type Pin = "start" | "end" | undefined;

/** How a column's cells sit: sticky side, fixed width, ellipsis. */
interface ColumnLayout {
  pin: Pin;
  style: CSSProperties | undefined;
  ellipsis: true | undefined;
}

function selectColumn<T extends RowData>(rowLabel: (row: T) => string): DataColumn<T> {
  return {
    id: SELECT,
    header: "",
    meta: { width: 40 },
    cell: ({ row }) => (
      <input
        type="checkbox"
        className="fc-dt-check"
        aria-label={rowLabel(row.original)}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}

function PageCheckbox(props: {
  label: string;
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: (e: unknown) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` is a DOM property only (no attribute).
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = props.indeterminate && !props.checked;
  }, [props.indeterminate, props.checked]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="fc-dt-check"
      aria-label={props.label}
      checked={props.checked}
      disabled={props.disabled}
      onChange={props.onChange}
    />
  );
}

/**
 * A cell's content: its renderer called as a plain function, not mounted as a component as
 * flexRender does. That saves a component per cell (~2,000 on a 100-row page) on every filter
 * change; the price is that a cell renderer must not call hooks (it returns elements; a cell
 * with state is a component it returns, like the password cell).
 */
function cellContent(cell: Cell<Features, RowData, unknown>): ReactNode {
  const render = cell.column.columnDef.cell;
  return typeof render === "function" ? (render(cell.getContext()) as ReactNode) : (render ?? null);
}

/**
 * One row; React skips it unless its record, its tick or the columns change (the cells come
 * from the row, which follows the columns; `layout` is rebuilt with the columns).
 */
const BodyRow = memo(function BodyRow({
  row,
  selected,
  layout,
}: {
  row: Row<Features, RowData>;
  selected: boolean;
  layout: readonly ColumnLayout[];
}) {
  return (
    <tr data-selected={selected || undefined}>
      {row.getAllCells().map((cell, i) => (
        <td
          key={cell.column.id}
          data-pin={layout[i]?.pin}
          data-ellipsis={layout[i]?.ellipsis}
          style={layout[i]?.style}
        >
          {cellContent(cell)}
        </td>
      ))}
    </tr>
  );
});
