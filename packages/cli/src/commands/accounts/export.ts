// `fixcloud accounts export --out FILE`: the selection as .xlsx (the server's export,
// batchExportExcel) or .csv (from the list rows, every text cell through neutralizeCell).
// The server exports at most 10,000 rows per call (part1 §9): a filter matching up to 10,000
// is sent as one `search` export; bigger selections are listed, exported in parts of
// ≤ 10,000 ids and merged into one workbook with exceljs's streaming reader and writer.
import { writeFileSync } from "node:fs";
import { extname } from "node:path";
import { type Account, type FixcloudClient, MAX_EXPORT_ROWS, formatTime } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { PartialFailureError, UsageError } from "../../errors.js";
import { toCsv } from "../../output/csv.js";
import { checkOverwrite, writeFileAtomic } from "../../output/file.js";
import { toJson } from "../../output/json.js";
import { safeCell } from "../../output/text.js";
import { cellText } from "../../select/ids.js";
import { type ParsedSelection, listPages, readValues, resolveSelection } from "../../select/selection.js";
import { parseSelection } from "../../select/selection.js";
import { intFlag } from "../flags.js";

export interface ExportOptions {
  selection: ParsedSelection;
  out: string;
  format: "xlsx" | "csv";
  force: boolean;
  /** Rows per server export (10,000; smaller only in tests, via the hidden --part-size). */
  partSize: number;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): ExportOptions {
  const t = ctx.t;
  if (o.out === undefined) throw new UsageError(t("usage.required", { flag: "--out" }));
  const out = String(o.out);
  const ext = extname(out).toLowerCase();
  if (ext !== ".xlsx" && ext !== ".csv") throw new UsageError(t("export.extension", { file: out }));
  const force = o.force === true;
  checkOverwrite(ctx, out, force);
  const partSize = intFlag(t, "--part-size", o.partSize, 1, MAX_EXPORT_ROWS) ?? MAX_EXPORT_ROWS;
  return {
    selection: parseSelection(o, ctx),
    out,
    format: ext === ".xlsx" ? "xlsx" : "csv",
    force,
    partSize,
  };
}

/** Write the output file atomically. */
function writeOut(
  ctx: Context,
  opts: ExportOptions,
  write: (tmp: string) => Promise<void> | void,
): Promise<void> {
  return writeFileAtomic(ctx, opts.out, opts.force, write);
}

export async function run(ctx: Context, opts: ExportOptions): Promise<void> {
  const client = await ctx.client();
  const { selectType, spec } = opts.selection;
  let rows = 0;
  let unresolved: { id: string; reason: string }[] = [];

  if (opts.format === "xlsx" && spec.kind === "filter") {
    // One call when the filter matches ≤ 10,000 rows: the server exports its own search.
    const { selectType: _st, ...search } = spec.filter;
    const { total } = await client.accounts.list({ ...spec.filter, pageNo: 1, pageSize: 1 });
    if (total <= opts.partSize) {
      if (total === 0) ctx.io.stderr.write(`${ctx.t("bulk.nothing")}\n`);
      const file = await client.accounts.exportExcel({ selectType, search });
      await writeOut(ctx, opts, (tmp) => writeFileSync(tmp, file.data));
      rows = total;
      return report(ctx, opts, rows, unresolved);
    }
  }

  if (opts.format === "csv") {
    const read = await readValues(ctx, spec);
    let list: Account[] = [];
    if (spec.kind === "filter") {
      list = (await listPages(client, spec.filter, undefined, true)).flat();
    } else {
      const resolved = await resolveSelection(ctx, client, selectType, spec, read?.values);
      unresolved = resolved.unresolved;
      const wanted = new Set(resolved.ids);
      for (const page of await listPages(client, { selectType }, undefined, true))
        for (const r of page) if (wanted.has(r.id)) list.push(r);
      const order = new Map(resolved.ids.map((id, i) => [id, i]));
      list = list.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      const found = new Set(list.map((r) => r.id));
      for (const id of resolved.ids)
        if (!found.has(id)) unresolved.push({ id, reason: ctx.t("export.notFound") });
    }
    const wire = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
    const text = toCsv(list as unknown as Record<string, unknown>[], undefined, (s) =>
      wire.test(s) ? formatTime(s, { timeZone: ctx.timeZone }) : s,
    );
    await writeOut(ctx, opts, (tmp) => writeFileSync(tmp, text));
    return report(ctx, opts, list.length, unresolved);
  }

  // .xlsx from ids: parts of ≤ 10,000 ids, merged when more than one.
  const read = await readValues(ctx, spec);
  const resolved = await resolveSelection(ctx, client, selectType, spec, read?.values);
  unresolved = resolved.unresolved;
  const parts: string[][] = [];
  const size = opts.partSize;
  for (let i = 0; i < resolved.ids.length; i += size) parts.push(resolved.ids.slice(i, i + size));
  if (parts.length === 0) {
    ctx.io.stderr.write(`${ctx.t("bulk.nothing")}\n`);
    return report(ctx, opts, 0, unresolved);
  }
  if (parts.length === 1) {
    const file = await client.accounts.exportExcel({ selectType, ids: parts[0]! });
    await writeOut(ctx, opts, (tmp) => writeFileSync(tmp, file.data));
    rows = parts[0]!.length;
  } else {
    await writeOut(ctx, opts, async (tmp) => {
      rows = await mergeExports(client, selectType, parts, tmp);
    });
  }
  return report(ctx, opts, rows, unresolved);
}

/**
 * Export each part and append its data rows to one streaming workbook: the first part's
 * header row once, then every part's rows. Parts are fetched one ahead of the merge.
 */
async function mergeExports(
  client: FixcloudClient,
  selectType: 1 | 2 | 3,
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
