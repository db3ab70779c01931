// `fixcloud accounts export --out FILE`: the selection as .xlsx (the server's export,
// batchExportExcel) or .csv (from the list rows, every text cell through neutralizeCell;
// part1 §2 export, §9). The server exports at most 10,000 rows per call (part1 §9): a filter
// matching up to 10,000 is sent as one `search` export; bigger selections are resolved to ids
// (the SDK's resolveIds), exported in parts of ≤ 10,000 ids and merged into one workbook with
// exceljs's streaming reader and writer.
import { writeFileSync } from "node:fs";
import { type Account, type FixcloudClient, MAX_EXPORT_ROWS, type ServiceType } from "@fixcloud/sdk";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { PartialFailureError } from "../../errors.js";
import { type OutFile, outFileOptions, parseOutFile } from "../../flags/out-file.js";
import { intFlag } from "../../flags/values.js";
import { h } from "../../lang.js";
import { toCsv } from "../../output/csv.js";
import { writeFileAtomic } from "../../output/file.js";
import { toJson } from "../../output/json.js";
import { sdkMessage } from "../../output/print.js";
import { csvTime } from "../../output/print.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
import { cellText } from "../../select/ids.js";
import { type ParsedSelection, readValues, resolveSelection } from "../../select/selection.js";
import { DATES_NOTE, parseSelection, selectionOptions } from "./shared.js";

export const command: VerbCommand = {
  name: "export",
  description: h(
    "Export accounts to .xlsx (the server's export) or .csv (by the file's extension).",
    "导出账号到 .xlsx（服务器导出）或 .csv（按文件扩展名）。",
  ),
  options: () => [
    ...selectionOptions(),
    ...outFileOptions(h("Output file, .xlsx or .csv.", "输出文件，.xlsx 或 .csv。")),
    new Option("--part-size <n>").hideHelp(),
  ],
  examples: [
    "fixcloud accounts export --service-state 2 --out in-service.xlsx",
    "fixcloud accounts export --all --type aux --out aux.csv",
  ],
  note:
    h(
      "\nMore than 10,000 accounts are exported in parts of 10,000 and merged into one file.",
      "\n超过 10,000 个账号时分批（每批 10,000）导出并合并为一个文件。",
    ) + DATES_NOTE(),
  load: () => import("./export.js"),
};

export interface ExportOptions extends OutFile<"xlsx" | "csv"> {
  selection: ParsedSelection;
  /** Rows per server export (10,000; smaller only in tests, via the hidden --part-size). */
  partSize: number;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): ExportOptions {
  const file = parseOutFile(o, ctx, ["xlsx", "csv"] as const, (f) => ctx.t("file.extension", { file: f }));
  return {
    ...file,
    partSize: intFlag(ctx.t, "--part-size", o.partSize, 1, MAX_EXPORT_ROWS) ?? MAX_EXPORT_ROWS,
    selection: parseSelection(o, ctx),
  };
}

/** Write the output file atomically. */
function writeOut(ctx: Context, opts: ExportOptions, write: (tmp: string) => Promise<void> | void) {
  return writeFileAtomic(ctx, opts.out, opts.force, write);
}

export async function run(ctx: Context, opts: ExportOptions): Promise<void> {
  const client = await ctx.client();
  const { selectType, spec } = opts.selection;

  if (opts.format === "xlsx" && spec.kind === "filter") {
    // One call when the filter matches ≤ 10,000 rows: the server exports its own search.
    const { selectType: _scope, ...search } = spec.filter;
    const { total } = await client.accounts.list({ ...spec.filter, pageNo: 1, pageSize: 1 });
    if (total <= opts.partSize) {
      if (total === 0) ctx.io.stderr.write(`${ctx.t("bulk.nothing")}\n`);
      const file = await client.accounts.exportExcel({ selectType, search });
      await writeOut(ctx, opts, (tmp) => writeFileSync(tmp, file.data));
      return report(ctx, opts, total, []);
    }
  }

  const read = await readValues(ctx, spec);
  if (opts.format === "csv") {
    let list: Account[] = [];
    let unresolved: { id: string; reason: string }[] = [];
    if (spec.kind === "filter") {
      for await (const row of client.accounts.listAll(spec.filter, 1000)) list.push(row);
    } else {
      const resolved = await resolveSelection(ctx, client, selectType, spec, read?.values);
      unresolved = resolved.unresolved;
      list = await rowsOf(client, selectType, resolved.ids);
      const found = new Set(list.map((r) => r.id));
      for (const id of resolved.ids)
        if (!found.has(id)) unresolved.push({ id, reason: sdkMessage(ctx, "batchReason.notFound") });
    }
    const text = toCsv(list as unknown as Record<string, unknown>[], undefined, (s) => csvTime(ctx, s));
    await writeOut(ctx, opts, (tmp) => writeFileSync(tmp, text));
    return report(ctx, opts, list.length, unresolved);
  }

  // .xlsx from ids (or a filter of more than one part): parts of ≤ 10,000 ids, merged when more than one.
  const resolved = await resolveSelection(ctx, client, selectType, spec, read?.values);
  const parts: string[][] = [];
  const size = opts.partSize;
  for (let i = 0; i < resolved.ids.length; i += size) parts.push(resolved.ids.slice(i, i + size));
  if (parts.length === 0) {
    ctx.io.stderr.write(`${ctx.t("bulk.nothing")}\n`);
    return report(ctx, opts, 0, resolved.unresolved);
  }
  let rows = 0;
  if (parts.length === 1) {
    const file = await client.accounts.exportExcel({ selectType, ids: parts[0]! });
    await writeOut(ctx, opts, (tmp) => writeFileSync(tmp, file.data));
    rows = parts[0]!.length;
  } else {
    await writeOut(ctx, opts, async (tmp) => {
      rows = await mergeExports(client, selectType, parts, tmp);
    });
  }
  return report(ctx, opts, rows, resolved.unresolved);
}

/** The list rows of `ids` (of one service type), in the order of `ids`; ids not found are left out. */
async function rowsOf(
  client: FixcloudClient,
  selectType: ServiceType,
  ids: readonly string[],
): Promise<Account[]> {
  const order = new Map(ids.map((id, i) => [id, i]));
  const rows: Account[] = [];
  for await (const row of client.accounts.listAll({ selectType }, 1000))
    if (order.has(row.id)) rows.push(row);
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/**
 * Export each part and append its data rows to one streaming workbook: the first part's
 * header row once, then every part's rows. Parts are fetched one ahead of the merge.
 */
async function mergeExports(
  client: FixcloudClient,
  selectType: ServiceType,
  parts: string[][],
  out: string,
): Promise<number> {
  const { default: ExcelJS } = await import("exceljs");
  const { Readable } = await import("node:stream");
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = writer.addWorksheet("accounts");
  let rows = 0;
  let next = client.accounts.exportExcel({ selectType, ids: parts[0]! });
  for (let p = 0; p < parts.length; p++) {
    const file = await next;
    if (p + 1 < parts.length) next = client.accounts.exportExcel({ selectType, ids: parts[p + 1]! });
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(file.data)), {
      sharedStrings: "cache",
      hyperlinks: "ignore",
      styles: "ignore",
      worksheets: "emit",
      entries: "emit",
    });
    for await (const ws of reader) {
      let first = true;
      for await (const row of ws as AsyncIterable<{ values: unknown[] }>) {
        const isHeader = first;
        first = false;
        if (isHeader && p > 0) continue;
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        // Text stays text (already neutralized by the server), numbers stay numbers.
        sheet
          .addRow(
            values.map((v) => (typeof v === "number" || v === null || v === undefined ? v : cellText(v))),
          )
          .commit();
        if (!isHeader) rows++;
      }
      break;
    }
  }
  sheet.commit();
  await writer.commit();
  return rows;
}

/** Say what was written; values that matched no account make it a partial failure (exit 3). */
function report(
  ctx: Context,
  opts: ExportOptions,
  rows: number,
  unresolved: { id: string; reason: string }[],
): void {
  if (ctx.output === "json") ctx.io.stdout.write(toJson({ file: opts.out, rows, unresolved }));
  else ctx.io.stdout.write(`${ctx.t("export.done", { count: rows, file: opts.out })}\n`);
  if (unresolved.length) {
    const names = unresolved
      .slice(0, 10)
      .map((u) => safeCell(u.id))
      .join(", ");
    throw new PartialFailureError(
      ctx.t("bulk.unresolved", { count: unresolved.length, names }),
      unresolved.length,
      rows + unresolved.length,
    );
  }
}
