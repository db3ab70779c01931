// `fixcloud audit show <id>`: one audit entry (docs/audit.md) with every field it changed and,
// for a batch entry, one page of its rows (one per changed account). --json prints the API's
// answer `{entry, rows}`.
import { AuditEntryDetail } from "@fixcloud/sdk";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { intFlag } from "../../flags/values.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { printRows } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import { entryColumns } from "./shared.js";

export const command: VerbCommand = {
  name: "show",
  args: [["<id>", h("Audit entry id (see `audit list`).", "操作日志 ID（见 `audit list`）。")]],
  description: h(
    "Show one audit entry; a batch entry with its rows.",
    "显示一条操作日志；批量任务显示其逐行明细。",
  ),
  options: () => [
    new Option("--page <n>", h("Page of the batch rows (default 1).", "批量明细的页码（默认 1）。")),
    new Option(
      "--page-size <n>",
      h("Batch rows per page, 1-1000 (default 100).", "每页明细行数，1-1000（默认 100）。"),
    ),
  ],
  examples: ["fixcloud audit show 42", "fixcloud audit show 42 --page 2 --json"],
  json: true,
  load: () => import("./show.js"),
};

/** `--json` fields: the answer's fields. */
export const jsonFields = (): readonly string[] => Object.keys(AuditEntryDetail.shape);

export interface AuditShowOptions {
  id: number;
  pageNo: number;
  pageSize: number;
}

export function parseOptions(args: string[], o: Record<string, unknown>, ctx: Context): AuditShowOptions {
  const raw = (args[0] ?? "").trim();
  if (!/^\d{1,15}$/.test(raw) || Number(raw) < 1) throw new UsageError(ctx.t("audit.id.bad"));
  return {
    id: Number(raw),
    pageNo: intFlag(ctx.t, "--page", o.page, 1, 1_000_000) ?? 1,
    pageSize: intFlag(ctx.t, "--page-size", o.pageSize, 1, 1000) ?? 100,
  };
}

export async function run(ctx: Context, opts: AuditShowOptions): Promise<void> {
  const client = await ctx.client();
  const detail = await client.audit.entry(opts);
  if (ctx.output === "json") {
    ctx.io.stdout.write(toJson(detail));
    return;
  }
  await printRows(ctx, [detail.entry], entryColumns(ctx));
  if (detail.entry.entity !== "batch") return;
  ctx.io.stdout.write(`\n${ctx.t("audit.rows", { total: detail.rows.total })}\n`);
  await printRows(ctx, detail.rows.list, entryColumns(ctx));
}
