// Reading a selection of account ids (or names) from the command line or a file:
// `--ids a,b,c`, or `--ids-file FILE` holding one id per line (.txt and anything else), or a
// column of a .csv / .xlsx (`--ids-column NAME|N`, default the id column by its header, else
// the first column). The CLI's own exports read back as they are: their id
// column is found by its header in either language, and a header row is never taken for an id.
// Values are trimmed, blanks dropped and duplicates removed (first one kept).
import { readFile } from "node:fs/promises";
import { extname } from "node:path";
import { messages } from "@fixcloud/sdk/lists";
import { type FileProblem, fileProblem } from "../errors.js";
import { ID_COLUMN_KEY, ID_HEADER } from "../export/columns.js";

/** Most characters of one id (the API's id limit). */
export const ID_MAX = 64;

/** The result of reading ids: unique values in order, and how many duplicates were dropped. */
export interface IdList {
  ids: string[];
  duplicates: number;
}

/** Trim, drop blanks and duplicates, keep the first occurrence's order. */
export function uniqueIds(values: Iterable<string>): IdList {
  const seen = new Set<string>();
  let duplicates = 0;
  for (const raw of values) {
    const v = raw.trim();
    if (v === "") continue;
    if (seen.has(v)) duplicates++;
    else seen.add(v);
  }
  return { ids: [...seen], duplicates };
}

/** `--ids a,b,c`: commas or white space between values. */
export function parseIdsFlag(text: string): IdList {
  return uniqueIds(text.split(/[\s,;]+/));
}

/** Which column holds the ids: a header name or a 1-based number; undefined means the default. */
export type ColumnChoice = { name: string } | { index: number } | undefined;

/** `--ids-column NAME|N`. */
export function parseColumnChoice(raw: string | undefined): ColumnChoice {
  if (raw === undefined) return undefined;
  const s = raw.trim();
  if (/^\d+$/.test(s) && Number(s) >= 1) return { index: Number(s) };
  return { name: s };
}

/** A header as compared: trimmed, lower case. */
const norm = (header: string) => header.trim().toLowerCase();

/** Every language's label of an SDK field key (the headers the CLI's exports write). */
const labelsOf = (key: string): string[] =>
  Object.values(messages).flatMap((m) => (m[key] === undefined ? [] : [norm(m[key])]));

/**
 * Header names taken as the id column when no column is chosen, best first: the id column of
 * the CLI's exports (in either language), then account-name columns (the console's exports,
 * lists people keep).
 */
const defaultHeaders = (): string[] => [
  ...new Set([
    norm(ID_HEADER),
    ...labelsOf(ID_COLUMN_KEY),
    "id",
    "ids",
    "accountid",
    "accountname",
    ...labelsOf("field.accountName"),
    "name",
  ]),
];

/** A problem with the ids file: the message key and its values (translated by the caller). */
export class IdsFileError extends Error {
  constructor(
    readonly key: "ids.noColumn" | "ids.unreadable" | "ids.xls" | FileProblem,
    readonly vars: Record<string, string | number>,
  ) {
    super(key);
    this.name = "IdsFileError";
  }
}

/**
 * Pick the column from table rows (first row possibly a header). The first row is a header
 * when one of its cells is the chosen column name or, without a choice, a default header
 * name ("id", "accountName", …); otherwise every row is data and the column is the chosen
 * number, or the first.
 */
export function columnValues(rows: string[][], choice: ColumnChoice, file: string): string[] {
  const first = rows[0] ?? [];
  const lower = first.map(norm);
  let col = -1;
  let header = false;
  if (choice && "name" in choice) {
    col = lower.indexOf(norm(choice.name));
    if (col < 0) throw new IdsFileError("ids.noColumn", { file, column: choice.name });
    header = true;
  } else {
    const headers = defaultHeaders();
    const named = headers.map((h) => lower.indexOf(h)).find((i) => i >= 0);
    header = named !== undefined;
    col = choice ? choice.index - 1 : (named ?? 0);
  }
  const data = header ? rows.slice(1) : rows;
  return data.map((r) => r[col] ?? "");
}

/** Minimal RFC 4180 CSV reader: quoted fields, doubled quotes, CRLF or LF, a leading BOM. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (quoted) {
      if (ch === '"') {
        if (s[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
    } else if (ch === '"' && cell === "") quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && s[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ""));
}

/** The text of an exceljs cell value (numbers, rich text, formulas' results, hyperlinks). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") {
    const v = value as { text?: unknown; richText?: { text: string }[]; result?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join("");
    if (v.text !== undefined) return cellText(v.text);
    if (v.result !== undefined) return cellText(v.result);
  }
  return String(value);
}

/**
 * Rows of the first worksheet of an .xlsx file's bytes (the file is read whole first anyway).
 * exceljs's workbook loader, not its streaming reader: the streaming reader, left after the
 * first sheet, failed now and then under load ("unreadable" for a good file), and an ids file
 * is one column, small enough to load (100,000 ids ≈ 2 MB).
 */
export async function readXlsxRows(bytes: Uint8Array): Promise<string[][]> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(Array.from(values, (v) => cellText(v)));
  });
  return rows.filter((r) => r.some((c) => c.trim() !== ""));
}

/**
 * Read the ids of `--ids-file`: by extension .xlsx, .csv, else one value per line.
 * @throws IdsFileError naming the file: missing, a directory, unreadable, not .xlsx inside.
 */
export async function readIdsFile(path: string, choice: ColumnChoice): Promise<IdList> {
  const ext = extname(path).toLowerCase();
  if (ext === ".xls") throw new IdsFileError("ids.xls", { file: path });
  let text: string;
  try {
    // Read it whole first: a missing file or a directory is named as such, not as bad .xlsx.
    const bytes = await readFile(path);
    if (ext === ".xlsx") {
      let rows: string[][];
      try {
        rows = await readXlsxRows(bytes);
      } catch (e) {
        throw new IdsFileError("ids.unreadable", { file: path, reason: (e as Error).message });
      }
      return uniqueIds(columnValues(rows, choice, path));
    }
    text = bytes.toString("utf8");
  } catch (e) {
    const problem = e instanceof IdsFileError ? undefined : fileProblem(e);
    if (problem) throw new IdsFileError(problem.key, { file: path, reason: problem.reason });
    throw e;
  }
  if (ext === ".csv") return uniqueIds(columnValues(parseCsv(text), choice, path));
  // Plain text: one value per line; lines starting with # are comments.
  return uniqueIds(
    text
      .replace(/^\ufeff/, "")
      .split(/\r?\n/)
      .filter((l) => !l.trimStart().startsWith("#")),
  );
}
