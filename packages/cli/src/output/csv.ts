// CSV output. Every cell is checked by one function, `neutralizeCell`, so a value such as
// `=HYPERLINK(...)` typed into a remark can never run as a formula when the file is opened
// in a spreadsheet (OWASP "CSV injection"; the same rule as the console's Excel exports).
// Export files (export/write.ts) start with a UTF-8 BOM, so Excel reads Chinese correctly.

import { neutralizeCell } from "@fixcloud/sdk/format";

export { neutralizeCell };

/** Quote a cell per RFC 4180 when it holds a comma, quote or line break. */
function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** The byte-order mark that opens every exported .csv file: Excel reads it as UTF-8. */
export const UTF8_BOM = "\ufeff";

/**
 * One CSV line (with its `\n`) of cells that are already safe (export/columns.ts neutralized
 * them): quoted where needed, numbers as they are, null empty.
 */
export function csvLine(cells: readonly (string | number | null)[]): string {
  let line = "";
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i];
    if (i > 0) line += ",";
    if (c !== null && c !== undefined) line += typeof c === "number" ? String(c) : quote(c);
  }
  return `${line}\n`;
}

/** One cell: null/undefined empty, numbers and booleans as-is, objects as JSON text, text neutralized. */
export function csvCell(value: unknown, format: (text: string) => string = (s) => s): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    return String(value);
  const text = typeof value === "string" ? format(value) : JSON.stringify(value);
  return quote(neutralizeCell(text));
}

/** Columns of a row set: every key, in first-seen order. */
export function allColumns(rows: readonly Record<string, unknown>[]): string[] {
  const seen = new Set<string>();
  for (const r of rows) for (const k of Object.keys(r)) seen.add(k);
  return [...seen];
}

/**
 * Render rows as CSV text (header line with the field names, `\n` line ends).
 * `format` rewrites text cells before neutralizing (e.g. wire times to the time-zone setting).
 */
export function toCsv(
  rows: readonly Record<string, unknown>[],
  columns: readonly string[] = allColumns(rows),
  format?: (text: string, column: string) => string,
): string {
  const lines = [columns.map((c) => quote(neutralizeCell(c))).join(",")];
  for (const row of rows)
    lines.push(columns.map((c) => csvCell(row[c], format ? (s) => format(s, c) : undefined)).join(","));
  return `${lines.join("\n")}\n`;
}

/**
 * One record (whoami, `pools show`, `accounts view`) as key,value CSV: a `field,value` header,
 * then a line per field in the record's order, keys as the API names them, values written as
 * {@link csvCell} writes them (nested rows as JSON text), `format` as in {@link toCsv}.
 */
export function recordCsv(
  record: Readonly<Record<string, unknown>>,
  format?: (text: string, field: string) => string,
): string {
  const lines = ["field,value"];
  for (const [key, value] of Object.entries(record))
    lines.push(`${csvCell(key)},${csvCell(value, format ? (s) => format(s, key) : undefined)}`);
  return `${lines.join("\n")}\n`;
}
