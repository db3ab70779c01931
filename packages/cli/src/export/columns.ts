// The columns of the CLI's exports (part1 §2 exports): the row's id first —
// so an export can be fed back as `--ids-file` — then the list descriptor's columns (account
// name first), each headed by the SDK's field label in the user's language. .xlsx and .csv take
// the same columns and the same cell values: enum values as their SDK labels, wire times in the
// time-zone setting, numbers as numbers, text as it is. The formula guard (`neutralizeCell`) is
// the CSV writer's (./write.ts): an .xlsx text cell never runs as a formula (docs/exports.md).
import { formatTime } from "@fixcloud/sdk/format";
import { type ColumnDef, enumEntry, messages } from "@fixcloud/sdk/lists";
import { Option } from "commander";
import { h, type Language } from "../lang.js";

/** The row field of a service password: left out of an export unless asked for. */
export const PASSWORD_KEY = "password";

/**
 * `columns` without the password column unless `includePasswords` (`--include-passwords`): a
 * file holding credentials is one the user chose to make (docs/exports.md).
 */
export function passwordsIf<C extends { key: string }>(
  columns: readonly C[],
  includePasswords: boolean,
): C[] {
  return includePasswords ? [...columns] : columns.filter((c) => c.key !== PASSWORD_KEY);
}

/** The `--include-passwords` option of the account exports. */
export const includePasswordsOption = () =>
  new Option(
    "--include-passwords",
    h(
      "Also write the service passwords (the file then holds credentials).",
      "同时导出服务密码（文件将含有凭据）。",
    ),
  );

/** The id column's label key. "ID" reads the same in both languages. */
export const ID_COLUMN_KEY = "field.id";
/** The id column's header while the SDK has no `field.id` label: the wire field's name, as people write it. */
export const ID_HEADER = "ID";

/** One column of an export file: its header (in the file's language) and its source. */
export interface ExportColumn {
  header: string;
  /** The row field read. */
  key: string;
  kind: ColumnDef["kind"];
  /** For `enum` columns: the enum whose labels the cells take. */
  enum?: ColumnDef["enum"];
}

/** An SDK label in `lang` (English when that language lacks it), or undefined. */
const label = (lang: Language, key: string): string | undefined => messages[lang][key] ?? messages.en[key];

/**
 * The export columns of a list: `id`, then `columns` (a descriptor's, plus any extra ones), each
 * headed by its SDK label in `lang`.
 */
export function exportColumns(lang: Language, columns: readonly ColumnDef[]): ExportColumn[] {
  const id: ExportColumn = { header: label(lang, ID_COLUMN_KEY) ?? ID_HEADER, key: "id", kind: "text" };
  return [
    id,
    ...columns
      .filter((c) => c.key !== "id")
      .map((c) => ({
        header: label(lang, c.labelKey) ?? c.key,
        key: c.key,
        kind: c.kind,
        ...(c.enum ? { enum: c.enum } : {}),
      })),
  ];
}

/** A cell of an export file: text, a number, or null for an empty cell. */
export type ExportCell = string | number | null;

/**
 * The cell of `row` in `column`, the same for .xlsx and .csv: an enum value's SDK label (an
 * unknown value as it is), a wire time in `timeZone`, a number as a number, text as it is.
 */
export function exportCell(
  column: ExportColumn,
  row: Readonly<Record<string, unknown>>,
  lang: Language,
  timeZone: "UTC" | "local",
): ExportCell {
  const v = row[column.key];
  if (v === null || v === undefined || v === "") return null;
  if (column.kind === "enum" && column.enum) {
    const entry = enumEntry(column.enum, v);
    const text = entry ? label(lang, entry.labelKey) : undefined;
    return text ?? String(v);
  }
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v === "boolean" || typeof v === "bigint") return String(v);
  const text = typeof v === "string" ? v : JSON.stringify(v);
  // formatTime returns text that is not a wire time unchanged.
  return column.kind === "time" ? exportTime(text, timeZone) : text;
}

/** A full wire time, `YYYY-MM-DD HH:mm:ss`, exactly. */
const FULL_WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * `formatTime(text, { timeZone })`. In UTC a full wire time formats to itself (a valid one is
 * written back field for field, an invalid one is returned unchanged), so its parse is skipped:
 * ~80 ms of a 10,000-row export's CPU (export budget). test/export-engine.test.ts holds the two equal.
 */
export function exportTime(text: string, timeZone: "UTC" | "local"): string {
  if (timeZone === "UTC" && FULL_WIRE_TIME.test(text)) return text;
  return formatTime(text, { timeZone });
}
