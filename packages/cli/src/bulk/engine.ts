// The bulk engine: runs a journaled job chunk by chunk, one batch call per chunk of ≤ 1000
// ids (MAX_BATCH_IDS), then waits for that batch. The order of each step is what makes a
// resume exact (docs/batch-operations.md):
//   1. chunk pending → submit; a 572 answer (another batch of this customer is running,
//      possibly our own from a killed run) → wait and retry.
//   2. the answer's batchId is recorded (journal saved) BEFORE waiting on it.
//   3. wait for the batch; its results are recorded and the chunk marked done (saved).
// A run killed between 1 and 2 sends the chunk again with the same idempotency key, and the
// server answers the batch the first send started (nothing is done twice, not even a password
// reset); killed after 2 it polls the recorded batch.
// SIGINT/SIGTERM (an aborted signal) stops after the current step with the journal saved.
// Errors are told apart by the SDK's classes: BatchRunningError (572), NotFoundError (404).
import { BatchRunningError, type BatchJob, type BatchStatus, NotFoundError } from "@fixcloud/sdk";
import type { ChunkEntry, Journal } from "./journal.js";
import { splitRows } from "./reasons.js";

/** The calls the engine needs; the verbs bind them to an SDK client (tests use a fake). */
export interface BatchApi {
  /**
   * Start the batch for these ids: a job to wait for, or (remark) a finished status.
   * `requestId` is the chunk's idempotency key: sent again, it answers the same batch.
   */
  submit(ids: string[], requestId: string): Promise<BatchJob | BatchStatus>;
  /**
   * Wait until the batch is done and return its final status (the SDK's `batches.wait`),
   * calling `onProgress` with every status polled. Rejects when `signal` aborts.
   */
  wait(
    batchId: string,
    signal: AbortSignal,
    onProgress?: (status: BatchStatus) => void,
  ): Promise<BatchStatus>;
}

export interface EngineOptions {
  signal?: AbortSignal;
  /** Rows finished so far: done chunks, plus the rows of the running batch as it reports them. */
  onProgress?: (done: number, total: number) => void;
  /** First wait after a 572 answer, ms; doubles up to 2 s. */
  busyDelayMs?: number;
  /** Give up on 572 after this long, ms (default 15 minutes). */
  busyTimeoutMs?: number;
  /** Test hook: called after each journal step, with the step's name. */
  onStep?: (step: "submitted" | "done", chunk: number) => void;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** The stop of a job by SIGINT/SIGTERM: the journal is saved and the job can resume. */
export class InterruptedError extends Error {
  override name = "InterruptedError";
}

/** Thrown by the engine when the server kept answering 572 for longer than busyTimeoutMs. */
export class BusyTimeoutError extends Error {
  override name = "BusyTimeoutError";
}

/** How long the engine retries while the server answers 572, ms, unless told (`--wait-busy`). */
export const DEFAULT_BUSY_TIMEOUT_MS = 15 * 60_000;

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });

/** Results of a finished batch as a chunk entry (reasons as codes; unknown ids failed). */
function doneEntry(status: BatchStatus, batchId?: string): ChunkEntry {
  const { skipped, failed } = splitRows(status.skipped, status.failed);
  return { state: "done", ...(batchId ? { batchId } : {}), succeeded: status.succeeded, skipped, failed };
}

/** Rows in done chunks. */
export function doneRows(journal: Journal): number {
  const { chunks, chunkSize, total } = journal.data;
  let n = 0;
  chunks.forEach((c, i) => {
    if (c.state === "done") n += Math.min(chunkSize, total - i * chunkSize);
  });
  return n;
}

/**
 * Run (or resume) a job to the end; the journal then holds every chunk's results.
 * @throws InterruptedError when the signal aborts (the journal is saved, state `interrupted`).
 * @throws the SDK's errors of a call (ConnectionError, TimeoutError …) and BusyTimeoutError;
 *   the journal is consistent, and the caller marks it interrupted.
 */
export async function runJob(journal: Journal, api: BatchApi, opts: EngineOptions = {}): Promise<void> {
  const signal = opts.signal ?? new AbortController().signal;
  const sleep = opts.sleep ?? defaultSleep;
  const busyDelay = opts.busyDelayMs ?? 100;
  const busyTimeout = opts.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS;
  const { chunks, total } = journal.data;
  let done = doneRows(journal);
  opts.onProgress?.(done, total);
  const stop = (): never => {
    if (journal.data.state !== "interrupted") journal.setState("interrupted");
    throw new InterruptedError("interrupted");
  };
  if (journal.data.state !== "running") journal.setState("running");

  for (let i = 0; i < chunks.length; i++) {
    let entry = chunks[i]!;
    if (entry.state === "done") continue;
    if (signal.aborted) stop();

    if (entry.state === "pending") {
      const ids = journal.chunkIds(i);
      // The submit is not aborted by the signal: once sent, its answer (the batchId) must
      // be recorded, or the chunk would be sent twice. A submit is quick.
      const requestId = journal.requestIdOf(i);
      const answer = await submitWhenFree(
        () => api.submit(ids, requestId),
        signal,
        sleep,
        busyDelay,
        busyTimeout,
      );
      if (answer === undefined) stop();
      const job = answer as BatchJob | BatchStatus;
      if (job.state === "done" && "succeeded" in job) {
        journal.update(i, doneEntry(job, job.batchId));
        opts.onStep?.("done", i);
        done += ids.length;
        opts.onProgress?.(done, total);
        continue;
      }
      entry = { state: "submitted", batchId: job.batchId };
      journal.update(i, entry);
      opts.onStep?.("submitted", i);
    }

    // A recorded batch: wait for it (also after a resume: never re-sent).
    let status: BatchStatus;
    try {
      const before = done;
      status = await api.wait(entry.batchId!, signal, (s) =>
        opts.onProgress?.(before + s.succeeded + s.skipped.length + s.failed.length, total),
      );
    } catch (e) {
      if (signal.aborted) stop();
      // The server no longer knows the batch (e.g. it was restarted): send the chunk again;
      // rows it had already changed are skipped by the server.
      if (e instanceof NotFoundError) {
        journal.update(i, { state: "pending" });
        i--;
        continue;
      }
      throw e;
    }
    journal.update(i, doneEntry(status, entry.batchId));
    opts.onStep?.("done", i);
    done += journal.chunkIds(i).length;
    opts.onProgress?.(done, total);
  }
  journal.setState("done");
}

/** Submit, waiting while the server answers 572 (a batch is running). Undefined when aborted. */
async function submitWhenFree<T>(
  submit: () => Promise<T>,
  signal: AbortSignal,
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>,
  firstDelay: number,
  timeout: number,
): Promise<T | undefined> {
  let delay = firstDelay;
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await submit();
    } catch (e) {
      if (!(e instanceof BatchRunningError)) throw e;
      if (Date.now() + delay > deadline) throw new BusyTimeoutError((e as Error).message);
      await sleep(delay, signal);
      if (signal.aborted) return undefined;
      delay = Math.min(2000, delay * 2);
    }
  }
}
