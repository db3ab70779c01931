// The asynchronous batch the console started (part1 §4: batch operations run in the background)
// as the progress strip above the table shows it: the action, its progress, the final status
// and whether the reasons dialog is open. UI state only: the batch mutation follows the job
// with the SDK's accounts.batches.wait and reports here. It lives outside React, so leaving the
// page does not lose a running batch.
import type { BatchActionName, BatchJob, BatchStatus } from "@fixcloud/sdk";
import { useSyncExternalStore } from "react";

/** An action on many accounts: its name is the SDK's (labelled by `actionLabelKey`). */
export type BatchAction = BatchActionName;

/** The batch the progress strip shows. */
export interface TrackedBatch {
  batchId: string;
  action: BatchAction;
  total: number;
  /** Latest status; null until the first poll answers. */
  status: BatchStatus | null;
  /** Account names known when the batch started, for the result list. */
  names: ReadonlyMap<string, string>;
  /** Following the job failed for good (message shown); it may still run on the server. */
  lost?: string;
}

interface State {
  current: TrackedBatch | null;
  /** Whether the reasons dialog is open. */
  detailsOpen: boolean;
}

let state: State = { current: null, detailsOpen: false };
const listeners = new Set<() => void>();

function set(patch: Partial<State>) {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

function update(batchId: string, patch: Partial<TrackedBatch>) {
  if (state.current?.batchId !== batchId) return;
  set({ current: { ...state.current, ...patch } });
}

/** The batch store as React state. */
export function useBatchState(): State {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}

/** The batch store's changes (called by the batch mutations and the strip). */
export const batchStore = {
  get: () => state,
  /** A job was started: show it (a finished status, e.g. a remark's, at once). */
  start(job: BatchJob | BatchStatus, action: BatchAction, names: ReadonlyMap<string, string>) {
    const status = "succeeded" in job && job.state === "done" ? job : null;
    set({ detailsOpen: false, current: { batchId: job.batchId, action, total: job.total, status, names } });
  },
  progress: (batchId: string, status: BatchStatus) => update(batchId, { status }),
  lose: (batchId: string, message: string) => update(batchId, { lost: message }),
  openDetails: () => set({ detailsOpen: true }),
  closeDetails: () => set({ detailsOpen: false }),
  dismiss: () => {
    if (!isRunning(state.current)) set({ current: null, detailsOpen: false });
  },
};

/** Whether a batch is still running (not done, still followed). */
export function isRunning(b: TrackedBatch | null): boolean {
  return !!b && !b.lost && b.status?.state !== "done";
}
