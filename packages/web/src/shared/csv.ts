// The console's own CSV files (docs/exports.md, "The formula guard belongs to CSV"): figures the
// console already holds (the fleet health page's worst rovers and trend) written as a file a
// spreadsheet opens as the page shows them. Text passes through the SDK's `neutralizeCell`, so a
// cell that starts like a formula stays text; numbers are written as numbers. UTF-8 with a byte
// order mark (spreadsheet programs read Chinese labels right only with it), CRLF rows, RFC 4180
// quoting.
import { type DownloadedFile, neutralizeCell } from "@fixcloud/sdk";

/** One cell: text (guarded), a number (as is), or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as CSV text: guarded, quoted when it holds a comma, quote or line break. */
export function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  const text = neutralizeCell(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text, CRLF after every row (an empty row is a blank line between sections). */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((r) => `${r.map(csvCell).join(",")}\r\n`).join("");
}

/** Rows as a .csv file named `fileName`, ready for shared/exports.tsx's `exportSaved`. */
export function csvFile(rows: readonly (readonly CsvCell[])[], fileName: string): DownloadedFile {
  return {
    fileName,
    contentType: "text/csv;charset=utf-8",
    data: new TextEncoder().encode(`\uFEFF${csvText(rows)}`),
  };
}
