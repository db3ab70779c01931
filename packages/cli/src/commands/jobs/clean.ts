// `fixcloud jobs clean`: remove finished journals (they pile up); `--older-than 30d`
// keeps the recent ones, `--all` removes interrupted ones too (after a confirmation: they can
// no longer be resumed). Finished journals older than 30 days also go at the start of every
// bulk run (bulk/store.ts).
import { Option } from "commander";
import { confirmChange, requireConfirmable } from "../../bulk/confirm.js";
import { journalsOf } from "../../bulk/job.js";
import { finishedAtMs, listJobs, removeJob } from "../../bulk/store.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import type { VerbCommand } from "../../runner.js";

export const command: VerbCommand = {
  name: "clean",
  description: h(
    "Remove finished job journals (--all: interrupted ones too).",
    "删除已完成任务的日志（--all：也删除已中断的）。",
  ),
  options: () => [
    new Option(
      "--older-than <age>",
      h(
        "Only jobs finished before this age, e.g. 30d or 12h.",
        "只删除早于该时长完成的任务，例如 30d 或 12h。",
      ),
    ),
    new Option(
      "--all",
      h(
        "Also remove interrupted jobs (they can no longer be resumed).",
        "同时删除已中断的任务（删除后无法继续）。",
      ),
    ),
  ],
  examples: [
    "fixcloud jobs clean",
    "fixcloud jobs clean --older-than 30d",
    "fixcloud jobs clean --all --yes",
  ],
  load: () => import("./clean.js"),
};

export interface JobsCleanOptions {
  /** Remove only jobs finished (or, with --all, last written) longer ago than this, ms. */
  olderThanMs: number;
  all: boolean;
}

const UNIT_MS = { d: 24 * 3600 * 1000, h: 3600 * 1000 } as const;

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): JobsCleanOptions {
  let olderThanMs = 0;
  if (o.olderThan !== undefined) {
    const m = /^(\d{1,5})([dh])$/.exec(String(o.olderThan).trim());
    if (!m) throw new UsageError(ctx.t("jobs.duration", { value: String(o.olderThan) }));
    olderThanMs = Number(m[1]) * UNIT_MS[m[2] as keyof typeof UNIT_MS];
  }
  const all = o.all === true;
  if (all) requireConfirmable(ctx);
  return { olderThanMs, all };
}

export async function run(ctx: Context, opts: JobsCleanOptions): Promise<void> {
  const dir = journalsOf(ctx);
  const cutoff = Date.now() - opts.olderThanMs;
  const chosen = listJobs(dir).filter((j) => {
    const at = finishedAtMs(j);
    if (at !== undefined) return at <= cutoff;
    return opts.all && j.mtimeMs <= cutoff;
  });
  const unfinished = chosen.filter((j) => finishedAtMs(j) === undefined).length;
  if (
    unfinished > 0 &&
    !(await confirmChange(ctx, ctx.t("jobs.confirmCleanAll", { count: chosen.length, unfinished })))
  ) {
    ctx.io.stderr.write(`${ctx.t("confirm.cancelled")}\n`);
    return;
  }
  for (const j of chosen) removeJob(dir, j);
  const removed = chosen.map((j) => j.jobId);
  if (ctx.output === "json") ctx.io.stdout.write(toJson({ removed }));
  else ctx.io.stderr.write(`${ctx.t("jobs.removed", { count: removed.length })}\n`);
}
