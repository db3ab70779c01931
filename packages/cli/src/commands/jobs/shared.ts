// What the `jobs` verbs share: a job as a row of `jobs list` (id, action, state,
// counts, times), and the bulk verb of a journal's action rebuilt from its parameters, so
// `jobs resume` sends exactly what the interrupted run sent.
import type { BulkVerb } from "../../bulk/job.js";
import { JOB_ID } from "../../bulk/job-id.js";
import type { StoredJob } from "../../bulk/store.js";
import { journalSummary } from "../../bulk/summary.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { verbOf as activate } from "../accounts/activate.js";
import { verbOf as activationType } from "../accounts/activation-type.js";
import { verbOf as disable } from "../accounts/disable.js";
import { verbOf as enable } from "../accounts/enable.js";
import { verbOf as remark } from "../accounts/remark.js";
import { verbOf as resetPassword } from "../accounts/reset-password.js";
import { verbOf as trial } from "../accounts/trial.js";
import { verbOf as validity } from "../accounts/validity.js";

/** A journal's action → its bulk verb, from the parameters the journal recorded. */
const BUILDERS: Record<string, (params: never) => BulkVerb> = {
  activate,
  enable,
  disable,
  "reset-password": resetPassword,
  remark,
  "activation-type": activationType,
  trial,
  validity,
};

/** The bulk verb of a journal's action with its parameters, or undefined for an action this version does not know. */
export function verbForJob(action: string, params: Record<string, unknown>): BulkVerb | undefined {
  const build = BUILDERS[action] as ((p: Record<string, unknown>) => BulkVerb) | undefined;
  return build?.(params);
}

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
