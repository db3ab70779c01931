// Print rows in the chosen output format; one place decides (design.md "CLI" output): json (the
// rows as the API returns them), csv (every field, times in the time-zone setting, formula
// cells neutralized), table (the columns of a narrow view, headers and enum cells labelled by
// the SDK in the chosen language, times in the time-zone setting; part1 §2 lists, §9 time).
import { formatTime } from "@fixcloud/sdk/format";
import { type ColumnDef, type EnumDef, enumEntry, type ListDescriptor, messages } from "@fixcloud/sdk/lists";
import type { Context } from "../context.js";
import { recordCsv, toCsv } from "./csv.js";
import { toJson } from "./json.js";
import { type Cell, paint, renderPairs, renderTable, type TableOptions } from "./table.js";
import { safeCell } from "./text.js";

/** Wire time: `YYYY-MM-DD HH:mm:ss` in UTC. */
const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;

/** A label of the SDK catalogue (field names, states, L-codes) in the context language, or the key. */
export function sdkMessage(ctx: Pick<Context, "language">, key: string): string {
  return messages[ctx.language][key] ?? messages.en[key] ?? key;
}

/** A wire time shown in the time-zone setting; other text unchanged; empty as a dash. */
export function showTime(ctx: Pick<Context, "timeZone">, value: unknown): string {
  if (value === null || value === undefined || value === "") return "-";
  const s = String(value);
  return WIRE_TIME.test(s) ? formatTime(s, { timeZone: ctx.timeZone }) : s;
}

/** The SDK label of an enum value in the context language, coloured by its tone; unknown values show a dash (part1 §4). */
export function showLabel(ctx: Pick<Context, "language" | "color">, def: EnumDef, value: unknown): string {
  const entry = enumEntry(def, value);
  if (!entry) return "-";
  return paint(safeCell(sdkMessage(ctx, entry.labelKey)), entry.tone, ctx.color);
}

/** A table column: its header (already in the context language) and how a row's cell reads. */
export interface Column<R> {
  header: string;
  value: (row: R) => unknown;
  kind: ColumnDef["kind"];
  /** For `enum` columns: the enum whose labels the cells take. */
  enum?: EnumDef;
}

/** One column of a list descriptor: header = the SDK label of `labelKey`, cell = the row's field `key`. */
export function columnOf<R extends object>(ctx: Pick<Context, "language">, c: ColumnDef): Column<R> {
  return {
    header: sdkMessage(ctx, c.labelKey),
    value: (row) => (row as Record<string, unknown>)[c.key],
    kind: c.kind,
    ...(c.enum ? { enum: c.enum } : {}),
  };
}

/**
 * The row id as the first column of a table (the id `accounts view` and the bulk verbs' `--ids`
 * take). Its header is the CLI's own ("ID"): the SDK labels no `id` field.
 */
export function idColumn<R extends object>(ctx: Pick<Context, "t">, key = "id"): Column<R> {
  return { header: ctx.t("column.id"), value: (row) => (row as Record<string, unknown>)[key], kind: "text" };
}

/**
 * The terminal table's columns of a list: the descriptor's `brief` ones, in its order, plus the
 * columns in `also` (a key a verb needs on screen, e.g. the id that `notices show` takes).
 */
export function briefColumns<R extends object>(
  ctx: Pick<Context, "language">,
  d: ListDescriptor,
  also: readonly string[] = [],
): Column<R>[] {
  return d.columns.filter((c) => c.brief || also.includes(c.key)).map((c) => columnOf<R>(ctx, c));
}

/** The text of one table cell: an enum's label, a time in the time-zone setting, else the value; empty as a dash. */
export function showCell<R>(
  ctx: Pick<Context, "language" | "color" | "timeZone">,
  col: Column<R>,
  row: R,
): string {
  const v = col.value(row);
  if (col.kind === "enum" && col.enum) return showLabel(ctx, col.enum, v);
  if (col.kind === "time") return safeCell(showTime(ctx, v));
  if (v === null || v === undefined || v === "") return "-";
  return safeCell(typeof v === "string" ? v : JSON.stringify(v));
}

/**
 * A table cell of `row`: the text {@link showCell} shows (uncoloured) and, for an enum column,
 * the value's tone, which the table turns into colour after cutting the text to width.
 */
export function tableCell<R>(ctx: Pick<Context, "language" | "timeZone">, col: Column<R>, row: R): Cell {
  const text = showCell({ ...ctx, color: false }, col, row);
  if (col.kind !== "enum" || !col.enum) return { text };
  return { text, tone: enumEntry(col.enum, col.value(row))?.tone };
}

/** Write rows in the context's output format. `footer` is shown under tables on a terminal only. */
export async function printRows<R extends object>(
  ctx: Context,
  rows: readonly R[],
  columns: readonly Column<R>[],
  footer?: string,
): Promise<void> {
  const out = ctx.io.stdout;
  if (ctx.output === "json") {
    out.write(toJson(rows));
    return;
  }
  if (ctx.output === "csv") {
    out.write(toCsv(rows as unknown as Record<string, unknown>[], undefined, (text) => csvTime(ctx, text)));
    return;
  }
  const tty = out.isTTY === true;
  if (rows.length === 0 && tty) {
    out.write(`${ctx.t("list.empty")}\n`);
    return;
  }
  const headers = columns.map((c) => c.header);
  const body = rows.map((r) => columns.map((c) => tableCell(ctx, c, r)));
  out.write(await renderTable(headers, body, tableOptions(ctx)));
  if (footer && tty) out.write(`${footer}\n`);
}

/** How tables are drawn for this run: on a terminal, as wide as it is (`columns`), in colour when allowed. */
export function tableOptions(ctx: Pick<Context, "io" | "color" | "t">): TableOptions {
  const out = ctx.io.stdout as Context["io"]["stdout"] & { columns?: number };
  const tty = out.isTTY === true;
  return {
    tty,
    color: ctx.color,
    ...(tty && out.columns ? { width: out.columns } : {}),
    hiddenNote: (count) => ctx.t("table.hidden", { count }),
  };
}

/**
 * Write one record (a detail, the signed-in profile) in the context's output format: json (the
 * record as the API returns it), csv (key,value lines, times in the time-zone setting) or, on a
 * terminal, `pairs` (labels and shown values) as a two-column block. `pairs` is built only then.
 */
export async function printRecord(
  ctx: Context,
  record: Readonly<Record<string, unknown>>,
  pairs: () => (readonly [string, string | Cell])[],
): Promise<void> {
  const out = ctx.io.stdout;
  if (ctx.output === "json") out.write(toJson(record));
  else if (ctx.output === "csv") out.write(recordCsv(record, (text) => csvTime(ctx, text)));
  else out.write(await renderPairs(pairs(), tableOptions(ctx)));
}

/** A csv text cell: wire times in the time-zone setting, other text as it is. */
export function csvTime(ctx: Pick<Context, "timeZone">, text: string): string {
  return WIRE_TIME.test(text) ? formatTime(text, { timeZone: ctx.timeZone }) : text;
}
