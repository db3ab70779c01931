import { JOB_ID } from "../../bulk/job-id.js";
import type { StoredJob } from "../../bulk/store.js";
import { journalSummary } from "../../bulk/summary.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
/** A job as `jobs list` shows it; `state` is `interrupted` (resumable), `finished` or `unreadable`. */
export interface JobRow {
  jobId: string;
  action: string | null;
  state: "interrupted" | "finished" | "unreadable";
  selectType: number | null;
  total: number | null;
  succeeded: number | null;
  skipped: number | null;
  failed: number | null;
  pending: number | null;
  /** UTC wire times. */
  startedAt: string | null;
  finishedAt: string | null;
  journal: string;
}

/** The row of a stored job. */
export function jobRow(ctx: Pick<Context, "language">, job: StoredJob): JobRow {
  if (!job.journal)
    return {
      jobId: job.jobId,
      action: null,
      state: "unreadable",
      selectType: null,
      total: null,
      succeeded: null,
      skipped: null,
      failed: null,
      pending: null,
      startedAt: null,
      finishedAt: null,
      journal: job.path,
    };
  const s = journalSummary(ctx, job.journal);
  return {
    jobId: job.jobId,
    action: s.action,
    state: s.state,
    selectType: job.journal.data.selectType,
    total: s.total,
    succeeded: s.succeeded,
    skipped: s.skipped.length,
    failed: s.failed.length,
    pending: s.pending,
    startedAt: s.startedAt,
    finishedAt: s.finishedAt,
    journal: job.path,
  };
}

/**
 * The `<jobId>` argument.
 * @throws UsageError when it is missing or not a job id.
 */
export function parseJobArg(ctx: Context, raw: string | undefined): string {
  const jobId = (raw ?? "").trim();
  if (!JOB_ID.test(jobId)) throw new UsageError(ctx.t("jobs.badId", { job: jobId }));
  return jobId;
}
