// `fixcloud audit list`: the customer's audit entries, newest first (docs/audit.md), filtered by
// the user who made the change (--user), its action (--action, e.g. remark), its target
// (--target entity[:id], e.g. service_account:123) and a time window (--since 7d or a wire time,
// --until); paging. A batch is one entry with its count (`audit show <id>` lists its rows).
// --json keeps every field of each entry.
import { AuditEntry } from "@fixcloud/sdk";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { intFlag } from "../../flags/values.js";
import { h } from "../../lang.js";
import { printRows } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import { type AuditFilterOptions, auditFilterOptions, entryColumns, parseAuditFilter } from "./shared.js";

export const command: VerbCommand = {
  name: "list",
  description: h("List audit entries, newest first.", "列出操作日志，最新的在前。"),
  options: () => [
    ...auditFilterOptions(),
    new Option("--page <n>", h("Page number (default 1).", "页码（默认 1）。")),
    new Option("--page-size <n>", h("Rows per page, 1-100 (default 20).", "每页条数，1-100（默认 20）。")),
  ],
  examples: [
    "fixcloud audit list",
    "fixcloud audit list --user operator --since 7d",
    "fixcloud audit list --target service_account:123 --json time,username,action,changes",
  ],
  json: true,
  load: () => import("./list.js"),
};

/** `--json` fields: the entry's fields. */
export const jsonFields = (): readonly string[] => Object.keys(AuditEntry.shape);

export interface AuditListOptions extends AuditFilterOptions {
  pageNo: number;
  pageSize: number;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): AuditListOptions {
  return {
    ...parseAuditFilter(o, ctx),
    pageNo: intFlag(ctx.t, "--page", o.page, 1, 1_000_000) ?? 1,
    pageSize: intFlag(ctx.t, "--page-size", o.pageSize, 1, 100) ?? 20,
  };
}

export async function run(ctx: Context, opts: AuditListOptions): Promise<void> {
  const client = await ctx.client();
  const { total, totalCapped, list } = await client.audit.list(opts);
  const pages = Math.max(1, Math.ceil(total / opts.pageSize));
  const shown = totalCapped ? `${total}+` : String(total);
  await printRows(
    ctx,
    list,
    entryColumns(ctx),
    ctx.t("audit.page", { page: opts.pageNo, pages, total: shown }),
  );
}
