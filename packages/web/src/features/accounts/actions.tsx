// The account list's actions (part1 §2): confirmations, client-side rules, and the calls.
// Batch actions act on the selection; row actions on one account (ids: [id]).
import type { Account, BatchJob, BatchStatus, BatchTarget, ServiceType } from "@fixcloud/sdk";
import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import i18next from "i18next";
import { useMemo, useRef } from "react";
import { api } from "../../app/client";
import type { AccountAccess } from "./access";
import type { BatchAction } from "./batchStore";
import type { AccountMutations } from "./mutations";
import { notifyWarning } from "./notify";
import type { RowApi } from "./rowApi";
import {
  type AccountSearch,
  batchTarget,
  exportTarget,
  knownNames,
  type Selection,
  selectedCount,
} from "./selection";
import { checkSelection, Refusal } from "./targets";

const t = (key: string, opts?: Record<string, unknown>) => i18next.t(key, { ns: "services", ...opts });

/** The dialogs of the account list (rendered lazily by AccountDialogs). */
export type DialogState =
  | { kind: "password"; account: Account }
  | { kind: "remark" }
  | { kind: "trial" }
  | { kind: "activationType" }
  | { kind: "validity" }
  | { kind: "detail"; account: Account };

export interface ActionContext {
  selectType: ServiceType;
  selection: Selection;
  search: AccountSearch;
  records: Account[];
  access: AccountAccess;
  mutations: AccountMutations;
  openDialog: (d: DialogState) => void;
  /** Navigates to /obstacle with the account preset. */
  openFault: (a: Account) => void;
}

/** A confirmation prompt (Mantine modal) before a change. */
export function confirm(message: string, onConfirm: () => void, danger = false) {
  modals.openConfirmModal({
    title: t("confirm.title"),
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: t("confirm.ok"), cancel: t("confirm.cancel") },
    confirmProps: danger ? { color: "red" } : {},
    onConfirm,
  });
}

function guard(fn: () => void) {
  try {
    fn();
  } catch (err) {
    if (err instanceof Refusal) notifyWarning(err.message);
    else throw err;
  }
}

type BatchCall = "enable" | "disable" | "activate" | "resetPassword";
type Target = BatchTarget;
/** The SDK calls behind the confirmed batch actions. */
const apiCalls = {
  enable: (target: Target) => api.accounts.enable(target),
  disable: (target: Target) => api.accounts.disable(target),
  activate: (target: Target) => api.accounts.activate(target),
  resetPassword: (target: Target) => api.accounts.resetPassword(target),
  trial: (body: Parameters<typeof api.accounts.setTrial>[0]) => api.accounts.setTrial(body),
};

const CONFIRM_KEY: Record<BatchCall, string> = {
  enable: "confirm.enable",
  disable: "confirm.disable",
  activate: "confirm.activate",
  resetPassword: "confirm.resetPassword",
};

export function useAccountActions(ctx: ActionContext) {
  // Handlers read the latest context, so the objects returned below never change identity.
  const ref = useRef(ctx);
  ref.current = ctx;

  return useMemo(() => {
    const c = () => ref.current;
    const start = (
      action: BatchAction,
      run: () => Promise<BatchJob | BatchStatus>,
      names: Map<string, string>,
    ) => c().mutations.runBatch({ action, run, names });

    /** A batch on the selection after a confirmation naming the count. */
    const batchWithConfirm = (call: BatchCall) =>
      guard(() => {
        const { selection, selectType, search, records } = c();
        checkSelection(selection);
        const count = selectedCount(selection);
        const target = batchTarget(selectType, selection, search);
        const names = knownNames(selection, records);
        confirm(
          t(CONFIRM_KEY[call], { count }),
          () => start(call, () => apiCalls[call](target), names),
          call === "disable",
        );
      });

    /** A batch on one row after a confirmation naming the account. */
    const rowWithConfirm = (call: BatchCall, a: Account) => {
      const { selectType } = c();
      const message =
        call === "enable"
          ? i18next.t("sdk:L000516")
          : call === "disable"
            ? i18next.t("sdk:L000517")
            : t(`confirm.${call}One`, { account: a.accountName });
      confirm(
        `${message} (${a.accountName})`,
        () =>
          start(call, () => apiCalls[call]({ selectType, ids: [a.id] }), new Map([[a.id, a.accountName]])),
        call === "disable",
      );
    };

    const needSelection = (open: () => void) =>
      guard(() => {
        checkSelection(c().selection);
        open();
      });

    const batch = {
      enable: () => batchWithConfirm("enable"),
      disable: () => batchWithConfirm("disable"),
      activate: () => batchWithConfirm("activate"),
      resetPassword: () => batchWithConfirm("resetPassword"),
      remark: () => needSelection(() => c().openDialog({ kind: "remark" })),
      activationType: () => needSelection(() => c().openDialog({ kind: "activationType" })),
      validity: () => needSelection(() => c().openDialog({ kind: "validity" })),
      trialOn: () => needSelection(() => c().openDialog({ kind: "trial" })),
      trialOff: () =>
        guard(() => {
          const { selection, selectType, search, records, mutations } = c();
          checkSelection(selection);
          const target = batchTarget(selectType, selection, search);
          confirm(t("confirm.trialOff", { count: selectedCount(selection) }), () =>
            mutations.trialCheck.mutate(target, {
              onSuccess: (check) =>
                check.allowed
                  ? start(
                      "trialOff",
                      () => apiCalls.trial({ ...target, silentSwitchStatus: 0 }),
                      knownNames(selection, records),
                    )
                  : notifyWarning(check.message),
            }),
          );
        }),
      export: () => {
        const { selection, selectType, search, mutations } = c();
        mutations.exportFile.mutate(exportTarget(selectType, selection, search));
      },
    };

    const row: Omit<RowApi, "access" | "labels"> = {
      activate: (a) => rowWithConfirm("activate", a),
      toggle: (a) => {
        if (a.disableState === 1) rowWithConfirm("disable", a);
        else if (a.disableState === 2) rowWithConfirm("enable", a);
      },
      detail: (a) => c().openDialog({ kind: "detail", account: a }),
      fault: (a) => c().openFault(a),
      resetPassword: (a) => rowWithConfirm("resetPassword", a),
      customPassword: (a) => c().openDialog({ kind: "password", account: a }),
      saveRemark: (a, remark) =>
        c()
          .mutations.remark.mutateAsync({ id: a.id, remark })
          .then(
            () => true,
            () => false,
          ),
    };
    return { batch, row };
  }, []);
}
