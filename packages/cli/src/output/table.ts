// Table output (issue 8: tables fit the terminal). Boxed tables (cli-table3, loaded lazily) are
// for people at a terminal: as wide as the terminal at most, the widest columns cut with "…"
// (never a row wrapped over several lines). When stdout is not a TTY but a table was asked for,
// rows are written tab-separated and uncut, one a line, which `cut`/`awk` read as they are.
// Every cell is single-line and free of escapes but our own colours.
import { safeCell, safeColouredCell, stripColour } from "./text.js";

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

/** Cut `text` to `width` terminal cells, ending in "…" when cut (colour codes dropped then). */
export function truncate(text: string, width: number): string {
  if (displayWidth(stripColour(text)) <= width) return text;
  let out = "";
  let w = 0;
  for (const ch of stripColour(text)) {
    const cw = displayWidth(ch);
    if (w + cw > width - 1) break;
    out += ch;
    w += cw;
  }
  return `${out}…`;
}

/** Render a header and rows. Cells are made single-line and free of control characters first. */
export async function renderTable(headers: string[], rows: string[][], opts: TableOptions): Promise<string> {
  if (!opts.tty) {
    return `${[headers, ...rows].map((r) => r.map((c) => safeCell(stripColour(c))).join("\t")).join("\n")}\n`;
  }
  // Our colour codes survive only when colour is on; anything else that escapes is removed.
  const clean = (c: string) => (opts.color ? safeColouredCell(c) : safeCell(stripColour(c)));
  const head = headers.map(clean);
  const body = rows.map((r) => r.map(clean));
  const natural = head.map((hd, i) =>
    Math.max(displayWidth(stripColour(hd)), ...body.map((r) => displayWidth(stripColour(r[i] ?? "")))),
  );
  const widths = fitWidths(natural, opts.width);
  const cut = (r: string[]) => widths.map((w, i) => truncate(r[i] ?? "", w));
  const { default: Table } = await import("cli-table3");
  const table = new Table({
    head: cut(head),
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
export async function renderPairs(pairs: [string, string][], opts: TableOptions): Promise<string> {
  if (!opts.tty)
    return `${pairs.map(([k, v]) => `${safeCell(stripColour(k))}\t${safeCell(stripColour(v))}`).join("\n")}\n`;
  const clean = (c: string) => (opts.color ? safeColouredCell(c) : safeCell(stripColour(c)));
  const width = Math.max(...pairs.map(([k]) => displayWidth(stripColour(k))));
  const room = opts.width === undefined ? undefined : Math.max(MIN_COLUMN, opts.width - width - 2);
  return `${pairs
    .map(([k, v]) => {
      const value = room === undefined ? clean(v) : truncate(clean(v), room);
      return `${clean(k)}${" ".repeat(width - displayWidth(stripColour(k)))}  ${value}`;
    })
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
