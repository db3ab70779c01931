// The account batches the console follows (part1 §4: batch operations run in the background), on
// the list pages' batch results (shared/list/batchResults.ts) under the scope of their service
// type, so a batch started on one service screen shows on that screen only.
// The batch mutation follows the job with the SDK's accounts.batches.wait and reports here.
import type { BatchActionName, BatchJob, BatchStatus, ServiceType } from "@fixcloud/sdk";
import { batchResults } from "../../shared/list/batchResults";

/** An action on many accounts: its name is the SDK's (labelled by `actionLabelKey`). */
export type BatchAction = BatchActionName;

/** The batch-result scope of a service type's accounts. */
export const accountBatchScope = (selectType: ServiceType) => `accounts:${selectType}`;

/** The account batches' changes, for one service type. */
export function accountBatches(selectType: ServiceType) {
  const scope = accountBatchScope(selectType);
  return {
    /** A job was started: show it (a finished status, e.g. a remark's, at once). */
    start(job: BatchJob | BatchStatus, action: BatchAction, names: ReadonlyMap<string, string>) {
      const status = "succeeded" in job && job.state === "done" ? job : null;
      batchResults.start({ batchId: job.batchId, scope, action, total: job.total, status, names });
    },
    progress: (batchId: string, status: BatchStatus) => batchResults.progress(batchId, status),
    lose: (batchId: string, message: string) => batchResults.lose(batchId, message),
    openDetails: () => batchResults.openDetails(scope),
  };
}
