// The batch results of the list pages (part1 §4: batch operations run in the background):
// the running or last batch of each list scope (`accounts:<selectType>`,
// `devices:<poolId>`) as the result strip above its table shows it, and whether its reasons
// dialog is open. A batch started on one service screen or pool shows there only. UI state
// outside React, so leaving the page does not lose a running batch.
import type { BatchActionName } from "@fixcloud/sdk";
import { useSyncExternalStore } from "react";
import type { Outcome } from "../notify";

/** What a batch did so far: its counts and reasons, and whether it is finished. */
export type BatchProgressStatus = Outcome & { state?: "running" | "done" };

/** A batch a result strip shows. */
export interface TrackedBatch {
  batchId: string;
  /** The list it was started from: it shows there only. */
  scope: string;
  action: BatchActionName;
  total: number;
  /** Latest status; null until the first one is known. */
  status: BatchProgressStatus | null;
  /** Row names known when the batch started, for the reasons dialog. */
  names: ReadonlyMap<string, string>;
  /** Following the job failed for good (message shown); it may still run on the server. */
  lost?: string;
}

interface State {
  byScope: Readonly<Record<string, TrackedBatch>>;
  /** The scope whose reasons dialog is open. */
  details: string | null;
}

let state: State = { byScope: {}, details: null };
const listeners = new Set<() => void>();

function set(next: State) {
  state = next;
  for (const l of listeners) l();
}

function update(batchId: string, patch: Partial<TrackedBatch>) {
  const hit = Object.values(state.byScope).find((b) => b.batchId === batchId);
  if (hit) set({ ...state, byScope: { ...state.byScope, [hit.scope]: { ...hit, ...patch } } });
}

/** Whether a batch is still running (not done, still followed). */
export function isRunning(b: TrackedBatch | null | undefined): boolean {
  return !!b && !b.lost && b.status?.state !== "done";
}

/** The changes of the batch results (called by the batch mutations and the strip). */
export const batchResults = {
  /** The batch of a scope, if any. */
  get: (scope: string): TrackedBatch | null => state.byScope[scope] ?? null,
  /** A batch was started (or answered at once: pass its final status with `state: "done"`). */
  start(b: Omit<TrackedBatch, "lost">) {
    set({
      details: state.details === b.scope ? null : state.details,
      byScope: { ...state.byScope, [b.scope]: b },
    });
  },
  progress: (batchId: string, status: BatchProgressStatus) => update(batchId, { status }),
  lose: (batchId: string, message: string) => update(batchId, { lost: message }),
  openDetails: (scope: string) => set({ ...state, details: scope }),
  closeDetails: () => set({ ...state, details: null }),
  /** Hide the scope's finished batch. */
  dismiss(scope: string) {
    if (isRunning(state.byScope[scope])) return;
    const { [scope]: _gone, ...rest } = state.byScope;
    set({ byScope: rest, details: state.details === scope ? null : state.details });
  },
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The batch of `scope` and whether its reasons dialog is open, as React state. */
export function useBatchResult(scope: string): { current: TrackedBatch | null; detailsOpen: boolean } {
  const current = useSyncExternalStore(subscribe, () => state.byScope[scope] ?? null);
  const detailsOpen = useSyncExternalStore(subscribe, () => state.details === scope);
  return { current, detailsOpen };
}
