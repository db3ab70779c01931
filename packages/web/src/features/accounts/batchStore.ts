// The asynchronous batch the console started (part1 §4): batch calls answer a job at once and
// run in the background. This store polls accounts.batchStatus until the job is done, so the
// progress strip above the table can show it, and keeps the final status for the summary.
// It lives outside React: leaving the page does not lose a running batch.
import { ApiError, type BatchJob, type BatchStatus } from "@fixcloud/sdk";
import type { QueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { api } from "../../app/client";
import { accountKeys } from "./queries";

/** Client-side action names; their labels are `batch.action.<name>` in the services namespace. */
export type BatchAction =
  | "enable"
  | "disable"
  | "activate"
  | "resetPassword"
  | "activationType"
  | "validity"
  | "trialOn"
  | "trialOff"
  | "remark";

export interface TrackedBatch {
  batchId: string;
  action: BatchAction;
  total: number;
  /** Latest status; null until the first poll answers. */
  status: BatchStatus | null;
  /** Account names known when the batch started, for the result list. */
  names: ReadonlyMap<string, string>;
  /** The poll failed for good (message shown); the batch may still be running on the server. */
  lost?: string;
}

interface State {
  current: TrackedBatch | null;
  /** Whether the result dialog is open. */
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

export const batchStore = {
  get: () => state,
  openDetails: () => set({ detailsOpen: true }),
  closeDetails: () => set({ detailsOpen: false }),
  dismiss: () => {
    if (state.current?.status?.state === "done" || state.current?.lost)
      set({ current: null, detailsOpen: false });
  },
};

export function isRunning(b: TrackedBatch | null): boolean {
  return !!b && !b.lost && b.status?.state !== "done";
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface TrackOptions {
  action: BatchAction;
  names: ReadonlyMap<string, string>;
  queryClient: QueryClient;
  /** Called once with the final status (notifications are the caller's). */
  onDone: (batch: TrackedBatch & { status: BatchStatus }) => void;
  onLost: (message: string) => void;
}

/**
 * Follow a started job: poll batchStatus (50 ms, growing by half to 1 s, as waitForBatch does)
 * until done, then refresh the account lists. A finished status (batchSetAccountRemark answers
 * one) is shown at once.
 */
export async function trackBatch(job: BatchJob | BatchStatus, opts: TrackOptions): Promise<void> {
  const first = "succeeded" in job && job.state === "done" ? job : null;
  set({
    detailsOpen: false,
    current: {
      batchId: job.batchId,
      action: opts.action,
      total: job.total,
      status: first,
      names: opts.names,
    },
  });
  let delay = 50;
  let misses = 0;
  let status = first;
  while (status?.state !== "done") {
    await sleep(delay);
    delay = Math.min(1000, Math.round(delay * 1.5));
    try {
      status = await api.accounts.batchStatus(job.batchId);
      misses = 0;
      update(job.batchId, { status });
    } catch (err) {
      // A connection glitch is retried a few times; an answer from the server is final.
      if (err instanceof ApiError || ++misses > 5) {
        const message = err instanceof Error ? err.message : String(err);
        update(job.batchId, { lost: message });
        opts.onLost(message);
        void opts.queryClient.invalidateQueries({ queryKey: accountKeys.all });
        return;
      }
    }
  }
  void opts.queryClient.invalidateQueries({ queryKey: accountKeys.all });
  const done = state.current?.batchId === job.batchId ? state.current : null;
  if (done) opts.onDone({ ...done, status });
}
