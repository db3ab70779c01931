// Turning a selection into call bodies, with the limits of the batch calls (docs/batch-operations.md):
// a batch call takes at most 1000 ids; "all matching" sends the search instead.
import { type Account, MAX_BATCH_IDS, type ServiceType } from "@fixcloud/sdk";
import i18next from "i18next";
import { api } from "../../app/client";
import { type AccountSearch, type Selection, selectedCount } from "./selection";

/** A client-side refusal with a translated message (shown as a warning, nothing is sent). */
export class Refusal extends Error {}

const t = (key: string, opts?: Record<string, unknown>) => i18next.t(key, { ns: "services", ...opts });

/** L000342 when nothing is selected; too many ticked ids for one call. */
export function checkSelection(sel: Selection): void {
  if (selectedCount(sel) === 0) throw new Refusal(t("sdk:L000342"));
  if (sel.mode === "ids" && sel.rows.size > MAX_BATCH_IDS)
    throw new Refusal(t("selection.tooMany", { max: MAX_BATCH_IDS }));
}

/**
 * The ids of a selection, for calls that take ids only (batch remark). "All matching" reads
 * the matching ids in one page of up to 1000.
 */
export async function resolveIds(
  selectType: ServiceType,
  sel: Selection,
  search: AccountSearch,
): Promise<string[]> {
  if (sel.mode === "ids") return [...sel.rows.keys()];
  const count = selectedCount(sel);
  if (count > MAX_BATCH_IDS) throw new Refusal(t("selection.tooMany", { max: MAX_BATCH_IDS }));
  const page = await api.accounts.list({
    ...search,
    selectType,
    pageNo: 1,
    pageSize: Math.min(MAX_BATCH_IDS, count + sel.excluded.size),
  });
  return page.list.filter((a: Account) => !sel.excluded.has(a.id)).map((a) => a.id);
}
