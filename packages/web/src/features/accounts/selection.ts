// The account list's selection as batch and export targets (part1 §2, §7).
// The selection itself is the list pages' one model (shared/list/selection.ts): ticked ids, or
// "all matching" = the search minus unticked rows, which batch calls send as the search with
// `excludeIds` (docs/batch-operations.md), so no id list is fetched.
import type { Account, AccountSearch, BatchTarget, ExportTarget, ServiceType } from "@fixcloud/sdk";
import { type Selection as ListSelection, selectedCount } from "../../shared/list/selection";

/** The account list's selection. */
export type Selection = ListSelection<Account>;

export { selectedCount };

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
