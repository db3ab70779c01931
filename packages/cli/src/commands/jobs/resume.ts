// `fixcloud jobs resume JOB`: continue an interrupted bulk job with the action and
// parameters its journal recorded, exactly once per account. A finished job is refused with
// exit 2 (nothing to resume; `jobs show` has its summary): a script that resumes blindly
// learns it asked for the wrong thing rather than getting a silent success.
import { UsageError } from "../../errors.js";
import { loadJob, resumeJob } from "../../bulk/job.js";
import { requireConfirmable } from "../../bulk/confirm.js";
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import type { VerbCommand } from "../../runner.js";
import { verbForJob } from "../../bulk/account-verbs.js";
import { parseJobArg } from "./shared.js";

export const command: VerbCommand = {
  name: "resume",
  args: [["<jobId>", h("The interrupted job (see `jobs list`).", "已中断的任务（见 `jobs list`）。")]],
  description: h("Resume an interrupted bulk job.", "继续执行已中断的批量任务。"),
  examples: ["fixcloud jobs resume <jobId> --yes"],
  note: h(
    "\nExit codes: as the bulk verbs (0 done, 3 some rows failed, 5 connection lost, 130 stopped);\n2 when the job does not exist or already finished.\n",
    "\n退出码：与批量命令相同（0 完成，3 部分行失败，5 连接断开，130 已中断）；任务不存在或已完成时为 2。\n",
  ),
  load: () => import("./resume.js"),
};

export interface JobResumeOptions {
  jobId: string;
}

export function parseOptions(args: string[], _o: Record<string, unknown>, ctx: Context): JobResumeOptions {
  const jobId = parseJobArg(ctx, args[0]);
  requireConfirmable(ctx);
  return { jobId };
}

export async function run(ctx: Context, opts: JobResumeOptions): Promise<void> {
  const journal = loadJob(ctx, opts.jobId);
  const verb = verbForJob(journal.data.action, journal.data.params);
  if (!verb)
    throw new UsageError(ctx.t("jobs.unknownAction", { job: opts.jobId, action: journal.data.action }));
  await resumeJob(ctx, journal, verb);
}
