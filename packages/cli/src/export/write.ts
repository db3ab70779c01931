// The one export engine every export verb uses (within the
// export budgets): rows arrive page by page and stream into one file — .xlsx through exceljs's
// streaming WorkbookWriter (no styles, no shared strings: the fastest it writes), .csv as UTF-8
// with a BOM (Excel then reads Chinese correctly) and a header row even with no rows. Both take
// the same columns and cells (./columns.ts) and the same sheet name; only .csv cells pass
// through `neutralizeCell` (OWASP CSV injection: a spreadsheet opening a .csv runs `=...` as a
// formula, while an .xlsx text cell is always text, so there it would only add a visible `'`). The file is written next
// to its target and renamed into place (output/file.ts), so a failure leaves nothing behind.
import { createWriteStream, type WriteStream } from "node:fs";
import type { Context } from "../context.js";
import type { OutFile } from "../flags/out-file.js";
import { csvLine, neutralizeCell, UTF8_BOM } from "../output/csv.js";
import { writeFileAtomic } from "../output/file.js";
import { type ExportColumn, exportCell } from "./columns.js";

/** What to export: the file, its sheet name and columns, and the rows page by page. */
export interface ExportJob<R> {
  out: OutFile<"xlsx" | "csv">;
  /** The .xlsx sheet's name (at most 31 characters, none of `[]:*?/\`). */
  sheetName: string;
  columns: readonly ExportColumn[];
  /** The rows, a page at a time (./pages.ts), already filtered to the selection. */
  rows: AsyncIterable<readonly R[]>;
  /**
   * Nothing is written (no file created, no row read) before this resolves: the permission
   * check. Meanwhile exceljs loads, while the server answers. A rejection is thrown.
   */
  ready?: Promise<unknown>;
}

/** A sheet name Excel accepts: forbidden characters replaced, at most 31 characters. */
export function safeSheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, " ")
      .slice(0, 31)
      .trim() || "Sheet1"
  );
}

/**
 * Write an export atomically and return the number of data rows written. Throws what the rows
 * throw (network failures …) after removing the part file; the target is then untouched.
 */
export async function writeExport<R extends object>(
  ctx: Pick<Context, "t" | "language" | "timeZone">,
  job: ExportJob<R>,
): Promise<number> {
  if (job.out.format === "csv") {
    await job.ready;
    return writeFileAtomic(ctx, job.out.out, job.out.force, (tmp) => writeCsv(ctx, job, tmp));
  }
  // The streaming writer alone: the package's entry also loads its readers (unzipper and the
  // es-abstract shims under it), about two thirds of exceljs's load, which an export never uses.
  const { default: WorkbookWriter } = await import("exceljs/lib/stream/xlsx/workbook-writer.js");
  await job.ready;
  return writeFileAtomic(ctx, job.out.out, job.out.force, (tmp) => writeXlsx(ctx, job, WorkbookWriter, tmp));
}

type Cells = (row: object) => (string | number | null)[];

function cellsOf(ctx: Pick<Context, "language" | "timeZone">, columns: readonly ExportColumn[]): Cells {
  return (row) =>
    columns.map((c) => exportCell(c, row as Record<string, unknown>, ctx.language, ctx.timeZone));
}

async function writeXlsx<R extends object>(
  ctx: Pick<Context, "language" | "timeZone">,
  job: ExportJob<R>,
  WorkbookWriter: typeof import("exceljs/lib/stream/xlsx/workbook-writer.js").default,
  tmp: string,
): Promise<number> {
  const writer = new WorkbookWriter({
    filename: tmp,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = writer.addWorksheet(safeSheetName(job.sheetName));
  sheet.addRow(job.columns.map((c) => c.header)).commit();
  const cells = cellsOf(ctx, job.columns);
  let count = 0;
  for await (const page of job.rows) {
    for (const row of page) sheet.addRow(cells(row)).commit();
    count += page.length;
  }
  sheet.commit();
  await writer.commit();
  return count;
}

/** Write `text`, waiting for the stream to drain when its buffer is full. */
function put(stream: WriteStream, text: string): Promise<void> | undefined {
  if (stream.write(text)) return undefined;
  return new Promise((resolve) => stream.once("drain", resolve));
}

async function writeCsv<R extends object>(
  ctx: Pick<Context, "language" | "timeZone">,
  job: ExportJob<R>,
  tmp: string,
): Promise<number> {
  const stream = createWriteStream(tmp);
  const failed = new Promise<never>((_, reject) => stream.once("error", reject));
  failed.catch(() => {});
  const plain = cellsOf(ctx, job.columns);
  const cells: Cells = (row) => plain(row).map((c) => (typeof c === "string" ? neutralizeCell(c) : c));
  let count = 0;
  try {
    await put(stream, `${UTF8_BOM}${csvLine(job.columns.map((c) => c.header))}`);
    for await (const page of job.rows) {
      let chunk = "";
      for (const row of page) chunk += csvLine(cells(row));
      count += page.length;
      await Promise.race([put(stream, chunk), failed]);
    }
  } finally {
    await new Promise<void>((resolve) => stream.end(resolve));
  }
  return count;
}
