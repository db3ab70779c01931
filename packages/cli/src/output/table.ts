// Table output (tables fit the terminal). Boxed tables (cli-table3, loaded lazily) are
// for people at a terminal: as wide as the terminal at most, the widest columns cut with "…"
// (never a row wrapped over several lines). When stdout is not a TTY but a table was asked for,
// rows are written tab-separated and uncut, one a line, which `cut`/`awk` read as they are.
// Every cell is made single-line and free of escapes here, whoever built it; colours are
// added here too (after cutting), from the cell's semantic tone, never taken from the text.
import type { Tone } from "@fixcloud/sdk/lists";
import { safeCell, stripColour } from "./text.js";

/** A table cell: its text and, for states, the SDK's semantic tone that colours it. */
export interface Cell {
  text: string;
  tone?: Tone | undefined;
}

/** ANSI colours of the SDK's semantic tones (the console maps the same tones to its palette). */
const TONE_ANSI: Record<Tone, number> = {
  neutral: 90,
  info: 34,
  success: 32,
  caution: 33,
  warning: 33,
  danger: 31,
};

/** A cell's text made safe: no escapes or control characters, one line. */
const cleanCell = (c: string | Cell): Cell =>
  typeof c === "string" ? { text: safeCell(c) } : { text: safeCell(c.text), tone: c.tone };

/** The text coloured by its tone when colour is on. */
export const paint = (text: string, tone: Tone | undefined, color: boolean): string =>
  color && tone ? `\u001b[${TONE_ANSI[tone]}m${text}\u001b[39m` : text;

export interface TableOptions {
  /** stdout is a terminal. */
  tty: boolean;
  /** ANSI colours allowed. */
  color: boolean;
  /** Terminal width in columns (process.stdout.columns); unlimited when absent. */
  width?: number;
  /** A line under a table whose right-most `hidden` columns did not fit (e.g. "use --json"). */
  hiddenNote?: (hidden: number) => string;
}

/** Narrowest a cut column gets: below this a column is hidden rather than cut to noise. */
const MIN_COLUMN = 10;

/** The width every boxed table spends on borders and padding: `│ a │ b │` = 3 per column + 1. */
const frameWidth = (columns: number): number => 3 * columns + 1;

/**
 * Column widths that fit `width`: the largest cap such that, with every column wider than the
 * cap cut down to it, the table fits. Narrow columns (states, times) are kept whole; the widest
 * (remarks, names) give way first. When even cutting every column to {@link MIN_COLUMN} is too
 * wide, the right-most columns are left out (the list's order puts the important ones first):
 * the result is shorter than `natural` then. Natural widths when they fit already.
 */
export function fitWidths(natural: readonly number[], width: number | undefined): number[] {
  if (width === undefined || natural.length === 0) return [...natural];
  const sum = (ws: readonly number[], cap: number) => ws.reduce((s, w) => s + Math.min(w, cap), 0);
  let kept = natural.length;
  // Keep at least one column, however narrow the terminal.
  while (kept > 1 && sum(natural.slice(0, kept), MIN_COLUMN) > width - frameWidth(kept)) kept--;
  const ws = natural.slice(0, kept);
  const budget = width - frameWidth(kept);
  if (sum(ws, Number.POSITIVE_INFINITY) <= budget) return ws;
  let cap = Math.max(...ws);
  while (cap > 1 && sum(ws, cap) > budget) cap--;
  return ws.map((w) => Math.min(w, cap));
}

/** Cut `text` (plain, one line) to `width` terminal cells, ending in "…" when cut. */
export function truncate(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  let out = "";
  let w = 0;
  for (const ch of text) {
    const cw = displayWidth(ch);
    if (w + cw > width - 1) break;
    out += ch;
    w += cw;
  }
  return `${out}…`;
}

/** Render a header and rows. Cells are made single-line and free of control characters first. */
export async function renderTable(
  headers: string[],
  rows: readonly (readonly (string | Cell)[])[],
  opts: TableOptions,
): Promise<string> {
  const head = headers.map((h) => cleanCell(h).text);
  const body = rows.map((r) => r.map(cleanCell));
  if (!opts.tty)
    return `${[head, ...body.map((r) => r.map((c) => c.text))].map((r) => r.join("\t")).join("\n")}\n`;
  const natural = head.map((hd, i) =>
    Math.max(displayWidth(hd), ...body.map((r) => displayWidth(r[i]?.text ?? ""))),
  );
  const widths = fitWidths(natural, opts.width);
  const cutHead = (r: string[]) => widths.map((w, i) => truncate(r[i] ?? "", w));
  const cut = (r: Cell[]) =>
    widths.map((w, i) => paint(truncate(r[i]?.text ?? "", w), r[i]?.tone, opts.color));
  const { default: Table } = await import("cli-table3");
  const table = new Table({
    head: cutHead(head),
    style: opts.color ? { head: ["cyan"], border: ["gray"] } : { head: [], border: [] },
    wordWrap: false,
  });
  for (const r of body) table.push(cut(r));
  // Keep the rule under the header but none between rows: lists are long, every line is data.
  // Cells are single-line, so each row is one line and every later "├" line is a row rule.
  let rules = 0;
  const lines = table
    .toString()
    .split("\n")
    .filter((line) => !(stripColour(line).startsWith("├") && rules++ > 0));
  const hidden = natural.length - widths.length;
  if (hidden > 0 && opts.hiddenNote) lines.push(opts.hiddenNote(hidden));
  return `${lines.join("\n")}\n`;
}

/** A two-column key/value block (whoami, overview tiles, notice header). */
export async function renderPairs(
  pairs: readonly (readonly [string, string | Cell])[],
  opts: TableOptions,
): Promise<string> {
  const clean = pairs.map(([k, v]) => [cleanCell(k).text, cleanCell(v)] as const);
  if (!opts.tty) return `${clean.map(([k, v]) => `${k}\t${v.text}`).join("\n")}\n`;
  const width = Math.max(...clean.map(([k]) => displayWidth(k)));
  const room =
    opts.width === undefined ? Number.POSITIVE_INFINITY : Math.max(MIN_COLUMN, opts.width - width - 2);
  return `${clean
    .map(
      ([k, v]) =>
        `${k}${" ".repeat(width - displayWidth(k))}  ${paint(truncate(v.text, room), v.tone, opts.color)}`,
    )
    .join("\n")}\n`;
}

/** Terminal width of text: CJK and full-width characters take two cells. */
export function displayWidth(text: string): number {
  let w = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    w +=
      (cp >= 0x1100 && cp <= 0x115f) ||
      (cp >= 0x2e80 && cp <= 0xa4cf) ||
      (cp >= 0xac00 && cp <= 0xd7a3) ||
      (cp >= 0xf900 && cp <= 0xfaff) ||
      (cp >= 0xfe30 && cp <= 0xfe4f) ||
      (cp >= 0xff00 && cp <= 0xff60) ||
      (cp >= 0xffe0 && cp <= 0xffe6)
        ? 2
        : 1;
  }
  return w;
}
