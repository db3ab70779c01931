// Account actions as TanStack Query mutations (part1 §2, §4, §7): each hook owns its SDK call,
// what it refreshes and what it tells the user. Batch calls answer a job at once; the batch
// hooks follow it with the SDK's accounts.batches.wait (progress into the batch store) and
// refresh the lists when it is done. Failures (572 another batch is running, 403 …) are
// notified with the server's message by the query client's mutation cache.
import {
  type AccountBatchTarget,
  type AccountExportParams,
  type AccountSearch,
  type BatchJob,
  type BatchStatus,
  formatTime,
  passwordGraceEnd,
  type ServiceType,
} from "@fixcloud/sdk";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { useMemo } from "react";
import { actionLabel } from "../../shared/actions";
import { errorMessage } from "../../shared/errors";
import { exportSaved } from "../../shared/exports";
import { notifyError, notifyOutcome, notifySuccess, notifyWarning, reasonLabel } from "../../shared/notify";
import { getSettings } from "../../shared/settings";
import type { ValidityEdit } from "../../shared/ValidityFields";
import { accounts } from "./api";
import { type BatchAction, accountBatches } from "./batchStore";
import { accountKeys } from "./queries";
import type { Selection } from "./selection";

const t = (key: string, opts?: Record<string, unknown>) => i18next.t(key, { ns: "services", ...opts });

/** A batch action on a target (ids, or the last search minus unticked rows), with its fields. */
export type BatchRequest =
  | { action: "enable" | "disable" | "activate" | "trialOff"; target: AccountBatchTarget }
  | { action: "resetPassword"; target: AccountBatchTarget; graceDays: number }
  | { action: "activationType"; target: AccountBatchTarget; activationType: 1 | 2 }
  | { action: "editValidity"; target: AccountBatchTarget; validity: ValidityEdit }
  | { action: "trialOn"; target: AccountBatchTarget; trialDays: number };

/** Account names by id, for the reasons dialog of the batch. */
type Names = { names: ReadonlyMap<string, string> };

/** The SDK call that starts a batch action. */
function startCall(r: BatchRequest): Promise<BatchJob> {
  switch (r.action) {
    case "enable":
      return accounts.enable(r.target);
    case "disable":
      return accounts.disable(r.target);
    case "activate":
      return accounts.activate(r.target);
    case "resetPassword":
      return accounts.resetPassword({ ...r.target, graceDays: r.graceDays });
    case "activationType":
      return accounts.setActivationType({ ...r.target, activationType: r.activationType });
    case "editValidity":
      return accounts.setValidity({ ...r.target, ...r.validity });
    case "trialOn":
      return accounts.setTrial({ ...r.target, silentSwitchStatus: 1, trialDays: r.trialDays });
    case "trialOff":
      return accounts.setTrial({ ...r.target, silentSwitchStatus: 0 });
  }
}

/** "The old password stays valid until …" in the time-zone setting, or null without a grace. */
function graceNote(
  key: "grace.setUntil" | "grace.resetUntil",
  until: string | null | undefined,
  count = 1,
): string | null {
  return until ? t(key, { until: formatTime(until, { timeZone: getSettings().timeZone }), count }) : null;
}

/**
 * Follow a started job to its end: its progress goes to the batch store, its summary to a
 * notification (with the reasons dialog when rows were left alone), then the lists refresh. A
 * password reset with a grace also says until when the old passwords stay valid (counted from
 * the job's start, as the sandbox counts each row's from its change).
 */
async function follow(
  job: BatchJob | BatchStatus,
  action: BatchAction,
  names: ReadonlyMap<string, string>,
  queryClient: QueryClient,
  selectType: ServiceType,
  graceDays = 0,
): Promise<void> {
  const batchStore = accountBatches(selectType);
  batchStore.start(job, action, names);
  try {
    const status = await accounts.batches.wait(job, {
      onProgress: (s) => batchStore.progress(job.batchId, s),
    });
    notifyOutcome(status, {
      id: `batch-${job.batchId}`,
      title: t("batch.doneTitle", { action: actionLabel(i18next.t, action) }),
      onDetails: batchStore.openDetails,
    });
    const note =
      status.succeeded > 0 &&
      graceNote("grace.resetUntil", passwordGraceEnd(status.startedAt, graceDays), status.succeeded);
    if (note) notifySuccess(note);
  } catch (err) {
    batchStore.lose(job.batchId, errorMessage(err, i18next.t("common:state.error")));
    notifyError(err);
  } finally {
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  }
}

/** Start a batch action and follow it (enable, disable, activate, reset, settings, validity, trial). */
export function useStartBatch(selectType: ServiceType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (r: BatchRequest & Names) => startCall(r),
    onSuccess: (job, r) =>
      void follow(
        job,
        r.action,
        r.names,
        queryClient,
        selectType,
        r.action === "resetPassword" ? r.graceDays : 0,
      ),
  });
}

/**
 * Batch remark (≤ 20 characters, part1 §5): batchSetAccountRemark takes ids only, so "all
 * matching" becomes ids through the SDK's accounts.resolveIds (at most `limit`).
 */
export function useBatchRemark(selectType: ServiceType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      v: { selection: Selection; search: AccountSearch; remark: string; limit: number } & Names,
    ) => {
      const ids =
        v.selection.mode === "ids"
          ? [...v.selection.rows.keys()]
          : (
              await accounts.resolveIds({
                selectType,
                search: v.search,
                excludeIds: [...v.selection.excluded],
                limit: v.limit,
              })
            ).ids;
      return accounts.setRemark({ selectType, ids, accountRemark: v.remark });
    },
    onSuccess: (status, v) => void follow(status, "remark", v.names, queryClient, selectType),
  });
}

/** The inline remark of one account (≤ 50 characters): saved at once. */
export function useSaveRemark(selectType: ServiceType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; remark: string }) =>
      accounts.setRemark({ selectType, ids: [v.id], accountRemark: v.remark }),
    onSuccess: (status) => {
      const refused = status.skipped[0] ?? status.failed[0];
      if (refused) notifyWarning(reasonLabel(refused.reason));
      else notifySuccess(i18next.t("sdk:L000693"));
      return queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}

/**
 * A custom service password (exactly 8 lowercase letters and digits, L000333), keeping the old
 * one valid `graceDays` (0-7). With a grace the success message says until when, as the server
 * recorded it (the account's detail: the server's clock, not the browser's).
 */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: { id: string; accountId: string; password: string; graceDays: number }) => {
      await accounts.setPassword({ accountId: v.accountId, password: v.password, graceDays: v.graceDays });
      if (v.graceDays === 0) return null;
      // The password is set: a detail that fails to load must not report the change as failed.
      const detail = await accounts.retrieve(v.id).catch(() => null);
      return detail?.previousPassword?.validUntil ?? null;
    },
    onSuccess: (until) => {
      const note = graceNote("grace.setUntil", until);
      notifySuccess(note ?? i18next.t("sdk:L000079"));
      return queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}

/** Export the selection, or the last search when nothing is selected (part1 §7), as .xlsx. */
export function useExportAccounts() {
  return useMutation({
    mutationFn: (target: AccountExportParams) => accounts.exportExcel(target),
    onSuccess: exportSaved,
  });
}

/** Whether a trial change is allowed now for a target (checkBatchTrialState). */
export function useCheckTrial() {
  return useMutation({ mutationFn: (target: AccountBatchTarget) => accounts.checkTrial(target) });
}

/** The account list's mutations, with stable functions (mutation objects change on every state change). */
export function useAccountMutations(selectType: ServiceType) {
  const batch = useStartBatch(selectType);
  const batchRemark = useBatchRemark(selectType);
  const saveRemark = useSaveRemark(selectType);
  const setPassword = useSetPassword();
  const exportFile = useExportAccounts();
  const checkTrial = useCheckTrial();
  const { mutate: startBatch, mutateAsync: runBatch, isPending: batchPending } = batch;
  // A batch, the remark batch or the trial check on the wire: the batch controls are locked.
  const starting = batchPending || batchRemark.isPending || checkTrial.isPending;
  return useMemo(
    () => ({
      startBatch,
      runBatch,
      batchPending,
      starting,
      batchRemark,
      saveRemark,
      setPassword,
      exportFile,
      checkTrial,
    }),
    [
      startBatch,
      runBatch,
      batchPending,
      starting,
      batchRemark,
      saveRemark,
      setPassword,
      exportFile,
      checkTrial,
    ],
  );
}
/** What {@link useAccountMutations} returns. */
export type AccountMutations = ReturnType<typeof useAccountMutations>;

/** End one of the account's open NTRIP sessions (its seat is free at once); refreshes the list. */
export function useEndAccountSession(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) => accounts.endSession({ id, sessionId }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions(id) }),
  });
}
