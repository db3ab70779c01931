// Table output. Boxed tables (cli-table3, loaded lazily) are for people at a terminal; when
// stdout is not a TTY but a table was asked for, rows are written tab-separated, one a line,
// which `cut`/`awk` read without stripping box characters.
import { safeCell } from "./text.js";

export interface TableOptions {
  /** stdout is a terminal. */
  tty: boolean;
  /** ANSI colours allowed. */
  color: boolean;
}

/** Render a header and rows. Cells are made single-line and free of control characters first. */
export async function renderTable(headers: string[], rows: string[][], opts: TableOptions): Promise<string> {
  // Colour codes are added by the caller after safeCell, so only raw text is cleaned here.
  const clean = (c: string) => (opts.color ? c : safeCell(c));
  if (!opts.tty) {
    return `${[headers, ...rows].map((r) => r.map((c) => safeCell(c)).join("\t")).join("\n")}\n`;
  }
  const { default: Table } = await import("cli-table3");
  const table = new Table({
    head: headers.map(clean),
    style: opts.color ? { head: ["cyan"], border: ["gray"] } : { head: [], border: [] },
  });
  for (const r of rows) table.push(r.map(clean));
  // Keep the rule under the header but none between rows: lists are long, every line is data.
  // Cells are single-line, so each row is one line and every later "├" line is a row rule.
  let rules = 0;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the ANSI colour codes of the border.
  const ansi = /\u001b\[[0-9;]*m/g;
  const lines = table
    .toString()
    .split("\n")
    .filter((line) => !(line.replace(ansi, "").startsWith("├") && rules++ > 0));
  return `${lines.join("\n")}\n`;
}

/** A two-column key/value block (whoami, overview tiles, notice header). */
export async function renderPairs(pairs: [string, string][], opts: TableOptions): Promise<string> {
  if (!opts.tty) return `${pairs.map(([k, v]) => `${safeCell(k)}\t${safeCell(v)}`).join("\n")}\n`;
  const width = Math.max(...pairs.map(([k]) => displayWidth(k)));
  return `${pairs.map(([k, v]) => `${k}${" ".repeat(width - displayWidth(k))}  ${safeCell(v)}`).join("\n")}\n`;
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
