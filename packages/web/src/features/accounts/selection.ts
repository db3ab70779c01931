// Row selection of the account list (part1 §2). Two modes:
// - "ids": the rows the user ticked, kept across pages of the same search;
// - "all": every row matching the search the user was looking at ("select all N matching"),
//   minus the rows unticked since (`excluded`). Batch calls then send that search with
//   `excludeIds` instead of ids (docs/batch-operations.md), so no id list is fetched.
// A new search clears the selection: the old one would no longer be what the user sees.
import type { Account, AccountSearch, BatchTarget, ExportTarget, ServiceType } from "@fixcloud/sdk";
import { useCallback, useMemo, useState } from "react";

/** Ticked rows (`ids`), or every row matching the search minus unticked ones (`all`). */
export type Selection =
  | { mode: "ids"; rows: ReadonlyMap<string, Account> }
  | { mode: "all"; total: number; excluded: ReadonlySet<string> };

const EMPTY: Selection = { mode: "ids", rows: new Map() };

/** How many accounts a selection holds. */
export function selectedCount(sel: Selection): number {
  return sel.mode === "ids" ? sel.rows.size : Math.max(0, sel.total - sel.excluded.size);
}

/** The batch target of a selection; ids mode sends ids, "all" mode the search minus unticked rows. */
export function batchTarget(selectType: ServiceType, sel: Selection, search: AccountSearch): BatchTarget {
  if (sel.mode === "ids") return { selectType, ids: [...sel.rows.keys()] };
  return sel.excluded.size ? { selectType, search, excludeIds: [...sel.excluded] } : { selectType, search };
}

/** Export target: the selection, or the last search when nothing is selected (part1 §7). */
export function exportTarget(selectType: ServiceType, sel: Selection, search: AccountSearch): ExportTarget {
  if (selectedCount(sel) === 0) return { selectType, search };
  return batchTarget(selectType, sel, search) as ExportTarget;
}

/** Account names known for ids (for result lists); rows of other pages in "all" mode are unknown. */
export function knownNames(sel: Selection, page: readonly Account[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const a of page) names.set(a.id, a.accountName);
  if (sel.mode === "ids") for (const [id, a] of sel.rows) names.set(id, a.accountName);
  return names;
}

/** The selection of the account list and how it changes. */
export interface AccountSelection {
  selection: Selection;
  count: number;
  /** The rows of `page` to show ticked. */
  tickedOf: (page: readonly Account[]) => Account[];
  /** The table's new ticked rows (`ticked` may include other pages' rows in ids mode). */
  onTicked: (page: readonly Account[], ticked: Account[]) => void;
  selectAllMatching: (total: number) => void;
  clear: () => void;
}

/** Selection state bound to `searchKey`: a different key reads as an empty selection. */
export function useAccountSelection(searchKey: string): AccountSelection {
  const [state, setState] = useState<{ key: string; sel: Selection }>({ key: searchKey, sel: EMPTY });
  const selection = state.key === searchKey ? state.sel : EMPTY;

  const tickedOf = useCallback(
    (page: readonly Account[]) =>
      selection.mode === "ids"
        ? [...selection.rows.values()]
        : page.filter((a) => !selection.excluded.has(a.id)),
    [selection],
  );

  const onTicked = useCallback(
    (page: readonly Account[], ticked: Account[]) =>
      setState((prev) => {
        const cur = prev.key === searchKey ? prev.sel : EMPTY;
        if (cur.mode === "ids") {
          return { key: searchKey, sel: { mode: "ids", rows: new Map(ticked.map((a) => [a.id, a])) } };
        }
        const on = new Set(ticked.map((a) => a.id));
        const excluded = new Set(cur.excluded);
        for (const a of page) {
          if (on.has(a.id)) excluded.delete(a.id);
          else excluded.add(a.id);
        }
        // Everything unticked: back to an empty selection rather than "all minus all".
        if (excluded.size >= cur.total) return { key: searchKey, sel: EMPTY };
        return { key: searchKey, sel: { ...cur, excluded } };
      }),
    [searchKey],
  );

  const selectAllMatching = useCallback(
    (total: number) => setState({ key: searchKey, sel: { mode: "all", total, excluded: new Set() } }),
    [searchKey],
  );
  const clear = useCallback(() => setState({ key: searchKey, sel: EMPTY }), [searchKey]);

  return useMemo(
    () => ({ selection, count: selectedCount(selection), tickedOf, onTicked, selectAllMatching, clear }),
    [selection, tickedOf, onTicked, selectAllMatching, clear],
  );
}
