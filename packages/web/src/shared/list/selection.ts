// The one selection model of the list pages (part1 §2 batch actions and exports),
// used by the accounts tab, the pools tab and the device accounts. A selection is either
// - "ids": the rows the user ticked, kept across pages and page sizes of the same search, or
// - "all": every row matching the search ("select all N matching"), minus the rows unticked since.
// It belongs to the scope it was made under (service type, pool, the request's filters): when
// that scope changes (Search, Reset, a tab or time-zone switch that changes the filters) the
// selection is dropped for good, so going back to an earlier filter never brings it back.
import { useCallback, useMemo, useState } from "react";

/** Ticked rows (`ids`), or every row matching the search minus unticked ones (`all`). */
export type Selection<Row> =
  | { mode: "ids"; rows: ReadonlyMap<string, Row> }
  | { mode: "all"; total: number; excluded: ReadonlySet<string> };

/** A selection together with the scope it was made under. */
export interface ScopedSelection<Row> {
  scope: string;
  selection: Selection<Row>;
}

/** The empty selection (ids mode, nothing ticked). */
export function emptySelection<Row>(): Selection<Row> {
  return { mode: "ids", rows: new Map() };
}

/** How many rows a selection holds: what every batch button and confirmation names. */
export function selectedCount<Row>(sel: Selection<Row>): number {
  return sel.mode === "ids" ? sel.rows.size : Math.max(0, sel.total - sel.excluded.size);
}

/**
 * The selection to use under `scope`: the same object while the scope stays, an empty one
 * (under the new scope) as soon as it changes. The caller stores what this returns.
 */
export function inScope<Row>(state: ScopedSelection<Row>, scope: string): ScopedSelection<Row> {
  return state.scope === scope ? state : { scope, selection: emptySelection() };
}

/** The rows of `page` shown ticked. */
export function tickedRows<Row>(
  sel: Selection<Row>,
  page: readonly Row[],
  idOf: (row: Row) => string,
): Row[] {
  return sel.mode === "ids" ? [...sel.rows.values()] : page.filter((r) => !sel.excluded.has(idOf(r)));
}

/**
 * The selection after the table reports its ticked rows for `page` (`ticked` may hold rows of
 * other pages in ids mode). In "all" mode the page's unticked rows become exclusions; when every
 * row is unticked the selection is empty again rather than "all minus all".
 */
export function applyTicks<Row>(
  sel: Selection<Row>,
  page: readonly Row[],
  ticked: readonly Row[],
  idOf: (row: Row) => string,
): Selection<Row> {
  if (sel.mode === "ids") return { mode: "ids", rows: new Map(ticked.map((r) => [idOf(r), r])) };
  const on = new Set(ticked.map(idOf));
  const excluded = new Set(sel.excluded);
  for (const r of page) {
    const id = idOf(r);
    if (on.has(id)) excluded.delete(id);
    else excluded.add(id);
  }
  return excluded.size >= sel.total ? emptySelection() : { ...sel, excluded };
}

/** "Select all `total` matching rows". */
export function allMatching<Row>(total: number): Selection<Row> {
  return { mode: "all", total, excluded: new Set() };
}

/** The selection of a list page and how it changes; functions are stable within a scope. */
export interface ListSelection<Row> {
  selection: Selection<Row>;
  /** What a batch acts on: the ticked rows, or all matching minus the unticked ones. */
  count: number;
  /** The rows of the current page shown ticked. */
  ticked: Row[];
  /** The table's new ticked rows. */
  onTicked: (ticked: Row[]) => void;
  /** Select every row matching the search (`total` of the last answer). */
  selectAllMatching: (total: number) => void;
  clear: () => void;
}

/**
 * The selection of a list under `scope` (any stable text of the service type, pool and request
 * filters, not the paging): a new scope drops it at once and for good (see {@link inScope}).
 */
export function useListSelection<Row>(
  scope: string,
  page: readonly Row[],
  idOf: (row: Row) => string,
): ListSelection<Row> {
  const [state, setState] = useState<ScopedSelection<Row>>(() => ({ scope, selection: emptySelection() }));
  const current = inScope(state, scope);
  // Store the reset during render (React's "adjust state when a prop changes"): a later return
  // to the old scope finds nothing to bring back.
  if (current !== state) setState(current);
  const selection = current.selection;

  const onTicked = useCallback(
    (ticked: Row[]) =>
      setState((prev) => {
        const cur = inScope(prev, scope);
        return { scope, selection: applyTicks(cur.selection, page, ticked, idOf) };
      }),
    [scope, page, idOf],
  );
  const selectAllMatching = useCallback(
    (total: number) => setState({ scope, selection: allMatching(total) }),
    [scope],
  );
  const clear = useCallback(() => setState({ scope, selection: emptySelection() }), [scope]);
  const ticked = useMemo(() => tickedRows(selection, page, idOf), [selection, page, idOf]);

  return useMemo(
    () => ({ selection, count: selectedCount(selection), ticked, onTicked, selectAllMatching, clear }),
    [selection, ticked, onTicked, selectAllMatching, clear],
  );
}
