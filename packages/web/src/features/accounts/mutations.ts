// Account actions as TanStack Query mutations (part1 §2). Batch calls answer a job at once;
// the batch store follows it and refreshes the lists when it is done. Synchronous calls
// (remark, custom password) refresh the lists on success. Errors (incl. 572 "a batch is
// running" and 403) show the server's message through the console's MutationCache.
import type {
  BatchJob,
  BatchStatus,
  DownloadedFile,
  ExportTarget,
  ServiceType,
  BatchTarget,
} from "@fixcloud/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { useMemo } from "react";
import { api } from "../../app/client";
import { type BatchAction, trackBatch } from "./batchStore";
import { saveFile } from "./download";
import { notifyBatchDone, notifyError, notifySuccess } from "./notify";
import { accountKeys } from "./queries";

const t = (key: string, opts?: Record<string, unknown>) => i18next.t(key, { ns: "services", ...opts });

export interface BatchVariables {
  action: BatchAction;
  /** The call that starts the job. */
  run: () => Promise<BatchJob | BatchStatus>;
  /** Account names by id, for the result list. */
  names: ReadonlyMap<string, string>;
}

export function useAccountMutations(selectType: ServiceType) {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: accountKeys.all });

  const batch = useMutation({
    mutationFn: (v: BatchVariables) => v.run(),
    // The progress strip shows the job at once; the summary notification confirms it.
    onSuccess: (job, v) => {
      void trackBatch(job, {
        action: v.action,
        names: v.names,
        queryClient,
        onDone: notifyBatchDone,
        onLost: notifyError,
      });
    },
  });

  /** Inline remark of one account (≤ 50): batchSetAccountRemark with one id. */
  const remark = useMutation({
    mutationFn: (v: { id: string; remark: string }) =>
      api.accounts.setRemark({ selectType, ids: [v.id], accountRemark: v.remark }),
    onSuccess: (status) => {
      const failed = status.failed[0];
      if (failed) notifyError(failed.reason);
      else notifySuccess(t("sdk:L000693"));
      return invalidate();
    },
  });

  const password = useMutation({
    mutationFn: (v: { accountId: string; password: string }) => api.accounts.setPassword(v),
    onSuccess: () => {
      notifySuccess(t("sdk:L000079"));
      return invalidate();
    },
  });

  const exportFile = useMutation({
    mutationFn: (target: ExportTarget): Promise<DownloadedFile> => api.accounts.exportExcel(target),
    onSuccess: (file) => {
      saveFile(file);
      notifySuccess(t("export.done", { file: file.fileName }));
    },
  });

  const trialCheck = useMutation({
    mutationFn: (target: BatchTarget) => api.accounts.checkTrial(target),
  });

  // Mutation objects change identity on every state change; the functions are stable.
  const { mutate: runBatch, isPending: batchPending } = batch;
  return useMemo(
    () => ({ runBatch, batchPending, remark, password, exportFile, trialCheck }),
    [runBatch, batchPending, remark, password, exportFile, trialCheck],
  );
}
export type AccountMutations = ReturnType<typeof useAccountMutations>;
