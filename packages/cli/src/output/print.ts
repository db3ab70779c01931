// Print rows in the chosen output format. One place decides: json (rows as the API returns
// them), csv (every field, times in the time-zone setting, formula cells neutralized), table
// (selected columns, state labels in the chosen language, times in the time-zone setting).
import { enums, formatTime, messages } from "@fixcloud/sdk";
import type { Context } from "../context.js";
import type { MessageKey } from "../messages.js";
import { toCsv } from "./csv.js";
import { toJson } from "./json.js";
import { renderTable } from "./table.js";
import { safeCell } from "./text.js";

export type EnumName = keyof typeof enums;

/** Wire time: `YYYY-MM-DD HH:mm:ss` in UTC. */
const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;

const ANSI: Record<string, number> = {
  blue: 34,
  green: 32,
  red: 31,
  gray: 90,
  orange: 33,
  yellow: 33,
  teal: 36,
  cyan: 36,
  violet: 35,
};

/** A message of the SDK catalogue (labels, L-codes) in the context language, or the key. */
export function sdkMessage(ctx: Pick<Context, "language">, key: string): string {
  const table = messages[ctx.language] as Record<string, string>;
  return table[key] ?? (messages.en as Record<string, string>)[key] ?? key;
}

/** A wire time shown in the time-zone setting; other text unchanged; empty as a dash. */
export function showTime(ctx: Pick<Context, "timeZone">, value: unknown): string {
  if (value === null || value === undefined || value === "") return "-";
  const s = String(value);
  return WIRE_TIME.test(s) ? formatTime(s, { timeZone: ctx.timeZone }) : s;
}

/** The label of an enum value in the context language; unknown values show a dash (part1 §4). */
export function showLabel(ctx: Pick<Context, "language" | "color">, name: EnumName, value: unknown): string {
  const def = enums[name].values.find((v) => v.value === value);
  if (!def) return "-";
  const text = safeCell(sdkMessage(ctx, def.labelKey));
  const code = "color" in def && def.color ? ANSI[def.color] : undefined;
  return ctx.color && code ? `\u001b[${code}m${text}\u001b[39m` : text;
}

/** A table column: header message key and how to show a row's cell. */
export interface Column<R> {
  header: MessageKey;
  /** Plain value (cleaned and shown as text), a time, or an enum label. */
  value: (row: R) => unknown;
  time?: boolean;
  enum?: EnumName;
}

/** The text of one table cell. */
function cell<R>(ctx: Context, col: Column<R>, row: R): string {
  const v = col.value(row);
  if (col.enum) return showLabel(ctx, col.enum, v);
  if (col.time) return showTime(ctx, v);
  if (v === null || v === undefined || v === "") return "-";
  return safeCell(typeof v === "string" ? v : JSON.stringify(v));
}

/** Write rows in the context's output format. `footer` is shown under tables only. */
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
    out.write(
      toCsv(rows as unknown as Record<string, unknown>[], undefined, (text) =>
        WIRE_TIME.test(text) ? formatTime(text, { timeZone: ctx.timeZone }) : text,
      ),
    );
    return;
  }
  const tty = out.isTTY === true;
  if (rows.length === 0 && tty) {
    out.write(`${ctx.t("list.empty")}\n`);
    return;
  }
  const headers = columns.map((c) => ctx.t(c.header));
  const body = rows.map((r) => columns.map((c) => cell(ctx, c, r)));
  out.write(await renderTable(headers, body, { tty, color: ctx.color }));
  if (footer && tty) out.write(`${footer}\n`);
}
