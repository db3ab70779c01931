// `fixcloud jobs list`: the bulk jobs in the journals folder, newest first: id,
// action, state (interrupted / finished), counts, and start and finish times in the profile's
// time zone; `--output json` gives the same rows with UTC wire times.
import { journalsOf } from "../../bulk/job.js";
import { listJobs } from "../../bulk/store.js";
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import { toCsv } from "../../output/csv.js";
import { toJson } from "../../output/json.js";
import { showTime } from "../../output/print.js";
import { renderTable } from "../../output/table.js";
import type { VerbCommand } from "../../runner.js";
import { jobRow } from "./shared.js";

export const command: VerbCommand = {
  name: "list",
  description: h("List bulk jobs, newest first.", "列出批量任务（最新的在前）。"),
  json: true,
  examples: ["fixcloud jobs list", "fixcloud jobs list --output json"],
  load: () => import("./list.js"),
};

export type JobsListOptions = Record<string, never>;

export function parseOptions(): JobsListOptions {
  return {};
}

export async function run(ctx: Context, _opts: JobsListOptions): Promise<void> {
  const t = ctx.t;
  const rows = listJobs(journalsOf(ctx)).map((j) => jobRow(ctx, j));
  const out = ctx.io.stdout;
  if (ctx.output === "json") {
    out.write(toJson(rows));
    return;
  }
  if (ctx.output === "csv") {
    out.write(toCsv(rows as unknown as Record<string, unknown>[]));
    return;
  }
  if (rows.length === 0) {
    ctx.io.stderr.write(`${t("jobs.none")}\n`);
    return;
  }
  const n = (v: number | null) => (v === null ? "-" : v.toLocaleString("en-US"));
  const headers = [
    t("jobs.col.id"),
    t("jobs.col.action"),
    t("jobs.col.state"),
    t("jobs.col.total"),
    t("jobs.col.done"),
    t("jobs.col.skipped"),
    t("jobs.col.failed"),
    t("jobs.col.started"),
    t("jobs.col.finished"),
  ];
  const body = rows.map((r) => [
    r.jobId,
    r.action ?? "-",
    t(`jobs.state.${r.state}`),
    n(r.total),
    n(r.succeeded),
    n(r.skipped),
    n(r.failed),
    showTime(ctx, r.startedAt),
    showTime(ctx, r.finishedAt),
  ]);
  out.write(await renderTable(headers, body, { tty: ctx.io.stdout.isTTY === true, color: ctx.color }));
}
