// `fixcloud audit export --out FILE`: the audit entries matching the list's filters (docs/audit.md;
// the same flags as `audit list`, without paging) as the server's .xlsx export (the file the
// console saves): times in the time-zone setting, texts in the run's language, a batch as one row
// with its count, the changes as `field: old → new`. More than 10,000 matching entries are
// refused by the server (L000681): narrow the filters. A path that cannot be written is refused
// before any call; a failure leaves no file behind.
import { writeFileSync } from "node:fs";
import type { Context } from "../../context.js";
import { type OutFile, outFileOptions, parseOutFile } from "../../flags/out-file.js";
import { h } from "../../lang.js";
import { writeFileAtomic } from "../../output/file.js";
import { toJson } from "../../output/json.js";
import type { VerbCommand } from "../../runner.js";
import { type AuditFilterOptions, auditFilterOptions, parseAuditFilter } from "./shared.js";

export const command: VerbCommand = {
  name: "export",
  description: h(
    "Export the audit entries matching the filters to an .xlsx file (at most 10,000).",
    "将符合筛选条件的操作日志导出为 .xlsx 文件（最多 10,000 条）。",
  ),
  options: () => [
    ...auditFilterOptions(),
    ...outFileOptions(h("Output file (.xlsx).", "输出文件（.xlsx）。")),
  ],
  examples: [
    "fixcloud audit export --since 30d --out audit.xlsx",
    "fixcloud audit export --target service_account:123 --out account-123.xlsx --force",
  ],
  load: () => import("./export.js"),
};

export interface AuditExportOptions extends AuditFilterOptions, OutFile<"xlsx"> {}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): AuditExportOptions {
  const filter = parseAuditFilter(o, ctx);
  const file = parseOutFile(o, ctx, ["xlsx"] as const, (f) => ctx.t("audit.exportExt", { file: f }));
  return { ...filter, ...file };
}

export async function run(ctx: Context, opts: AuditExportOptions): Promise<void> {
  const { out, force, format: _format, ...filter } = opts;
  const client = await ctx.client();
  const file = await client.audit.export(filter);
  await writeFileAtomic(ctx, out, force, (tmp) => writeFileSync(tmp, file.data));
  if (ctx.output === "json") ctx.io.stdout.write(toJson({ file: out }));
  else ctx.io.stdout.write(`${ctx.t("audit.exported", { file: out })}\n`);
}
