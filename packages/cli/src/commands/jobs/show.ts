// `fixcloud jobs show JOB`: a job's summary, every failure with its reason, in the
// one summary shape (bulk/summary.ts). A view: the exit code is 0 whatever the job's outcome.
import { actionLabelKey } from "@fixcloud/sdk";
import { loadJob } from "../../bulk/job.js";
import { journalSummary, printSummary } from "../../bulk/summary.js";
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import { sdkMessage } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import { verbForJob } from "../../bulk/account-verbs.js";
import { parseJobArg } from "./shared.js";

export const command: VerbCommand = {
  name: "show",
  args: [["<jobId>", h("The job (see `jobs list`).", "任务（见 `jobs list`）。")]],
  description: h("Show a job's summary and its failures.", "显示任务的汇总及失败行。"),
  json: true,
  examples: ["fixcloud jobs show <jobId>", "fixcloud jobs show <jobId> --output json"],
  load: () => import("./show.js"),
};

export interface JobShowOptions {
  jobId: string;
}

export function parseOptions(args: string[], _o: Record<string, unknown>, ctx: Context): JobShowOptions {
  return { jobId: parseJobArg(ctx, args[0]) };
}

export async function run(ctx: Context, opts: JobShowOptions): Promise<void> {
  const journal = loadJob(ctx, opts.jobId);
  const verb = verbForJob(journal.data.action, journal.data.params);
  const label = verb ? sdkMessage(ctx, actionLabelKey(verb.label)) : journal.data.action;
  printSummary(ctx, label, journalSummary(ctx, journal), { failOnRows: false, allFailed: true });
}
