// The account list's actions (part1 §2): the client-side rules first (a selection, L000342; at
// most 1000 ticked ids a call), a confirmation naming the count before a change, then the
// mutation with the target built from that same selection, so the count sent is the count
// shown. Batch actions act on the selection, row actions on one account
// (ids: [id]); a password reset asks in a dialog that also takes the old password's grace
// period; an export asks first, naming its count (shared/exports.tsx).
import { type Account, type AccountSearch, L, MAX_BATCH_IDS, type ServiceType } from "@fixcloud/sdk";
import i18next from "i18next";
import { useMemo, useRef } from "react";
import { confirm } from "../../shared/confirm";
import { confirmExport } from "../../shared/exports";
import { notifyWarning } from "../../shared/notify";
import type { AccountMutations } from "./mutations";
import type { RowApi } from "./rowApi";
import { batchTarget, exportTarget, knownNames, type Selection, selectedCount } from "./selection";

const t = (key: string, opts?: Record<string, unknown>) => i18next.t(key, { ns: "services", ...opts });

/** The dialogs of the account list (rendered lazily by AccountDialogs). */
export type DialogState =
  | { kind: "password"; account: Account }
  /** Reset passwords: of `account`, or of the selection when absent; with the grace period. */
  | { kind: "resetPassword"; account?: Account }
  | { kind: "remark" }
  | { kind: "trial" }
  | { kind: "activationType" }
  | { kind: "validity" }
  | { kind: "detail"; account: Account };

/** What the account actions read: the list, its selection and last search, the mutations and dialogs. */
export interface ActionContext {
  selectType: ServiceType;
  selection: Selection;
  /** The last search (the list's filters, no paging): what "all matching" batches send. */
  search: AccountSearch;
  /** Accounts the last search matched: what an export without a selection exports. */
  total: number;
  records: Account[];
  mutations: AccountMutations;
  openDialog: (d: DialogState) => void;
  /** Navigates to /obstacle with the account preset. */
  openFault: (a: Account) => void;
}

/**
 * The rule every batch action checks first: a selection (L000342), and at most 1000 ticked
 * ids (one call's limit). Returns the refusal's message, or null.
 */
export function selectionRefusal(sel: Selection): string | null {
  if (selectedCount(sel) === 0) return i18next.t(L.selectionEmpty, { ns: "sdk" });
  if (sel.mode === "ids" && sel.rows.size > MAX_BATCH_IDS)
    return t("selection.tooMany", { max: MAX_BATCH_IDS });
  return null;
}

type ConfirmedBatch = "enable" | "disable" | "activate";

const CONFIRM_KEY: Record<ConfirmedBatch, string> = {
  enable: "confirm.enable",
  disable: "confirm.disable",
  activate: "confirm.activate",
};

/** The toolbar's batch actions and the rows' actions, with stable identities. */
export function useAccountActions(ctx: ActionContext) {
  // Handlers read the latest context, so the objects returned below never change identity.
  const ref = useRef(ctx);
  ref.current = ctx;

  return useMemo(() => {
    const c = () => ref.current;
    /** Runs `then` when the selection passes the rule, else says why not. */
    const withSelection = (then: () => void) => {
      const refusal = selectionRefusal(c().selection);
      if (refusal) notifyWarning(refusal);
      else then();
    };

    /** A batch on the selection after a confirmation naming the count. */
    const batchWithConfirm = (action: ConfirmedBatch) =>
      withSelection(() => {
        const { selection, selectType, search, records, mutations } = c();
        const target = batchTarget(selectType, selection, search);
        confirm({
          message: t(CONFIRM_KEY[action], { count: selectedCount(selection) }),
          danger: action === "disable",
          onConfirm: () => mutations.runBatch({ action, target, names: knownNames(selection, records) }),
        });
      });

    /** A batch on one row after a confirmation naming the account. */
    const rowWithConfirm = (action: ConfirmedBatch, a: Account) => {
      const { selectType, mutations } = c();
      const message =
        action === "enable"
          ? i18next.t("sdk:L000516")
          : action === "disable"
            ? i18next.t("sdk:L000517")
            : t(`confirm.${action}One`);
      confirm({
        message: `${message} (${a.accountName})`,
        danger: action === "disable",
        onConfirm: () =>
          mutations.runBatch({
            action,
            target: { selectType, ids: [a.id] },
            names: new Map([[a.id, a.accountName]]),
          }),
      });
    };

    const batch = {
      enable: () => batchWithConfirm("enable"),
      disable: () => batchWithConfirm("disable"),
      activate: () => batchWithConfirm("activate"),
      resetPassword: () => withSelection(() => c().openDialog({ kind: "resetPassword" })),
      remark: () => withSelection(() => c().openDialog({ kind: "remark" })),
      activationType: () => withSelection(() => c().openDialog({ kind: "activationType" })),
      validity: () => withSelection(() => c().openDialog({ kind: "validity" })),
      trialOn: () => withSelection(() => c().openDialog({ kind: "trial" })),
      trialOff: () =>
        withSelection(() => {
          const { selection, selectType, search, records, mutations } = c();
          const target = batchTarget(selectType, selection, search);
          confirm({
            message: t("confirm.trialOff", { count: selectedCount(selection) }),
            onConfirm: () =>
              mutations.checkTrial.mutateAsync(target).then(async (check) => {
                if (check.allowed)
                  await mutations.runBatch({
                    action: "trialOff",
                    target,
                    names: knownNames(selection, records),
                  });
                else notifyWarning(check.message);
              }),
          });
        }),
      // Every export asks first, naming its count (the selection, or the whole last search),
      // and offers the service passwords, left out unless ticked (docs/exports.md).
      export: () => {
        const { selection, selectType, search, total, mutations } = c();
        const target = exportTarget(selectType, selection, search);
        const selected = selectedCount(selection);
        confirmExport({
          message: selected
            ? t("export.confirmSelected", { count: selected })
            : t("export.confirmAll", { count: total }),
          passwords: true,
          onConfirm: ({ includePasswords }) =>
            mutations.exportFile.mutate(includePasswords ? { ...target, includePasswords } : target),
        });
      },
    };

    const row: Omit<RowApi, "allows" | "busy" | "faultLink" | "labels"> = {
      activate: (a) => rowWithConfirm("activate", a),
      toggle: (a) => {
        if (a.disableState === 1) rowWithConfirm("disable", a);
        else if (a.disableState === 2) rowWithConfirm("enable", a);
      },
      detail: (a) => c().openDialog({ kind: "detail", account: a }),
      fault: (a) => c().openFault(a),
      resetPassword: (a) => c().openDialog({ kind: "resetPassword", account: a }),
      customPassword: (a) => c().openDialog({ kind: "password", account: a }),
      saveRemark: (a, remark) =>
        c()
          .mutations.saveRemark.mutateAsync({ id: a.id, remark })
          .then(
            () => true,
            () => false,
          ),
    };
    return { batch, row };
  }, []);
}
