/** Characters that make spreadsheets treat a cell as a formula (or split it oddly). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Make a text cell safe for a spreadsheet: prefix it with a single quote when it starts with
 * `=`, `+`, `-`, `@`, tab or CR, so a value such as `=HYPERLINK(...)` typed into a remark never
 * runs as a formula (OWASP "CSV injection"). Used by every CSV and .xlsx export (CLI, sandbox).
 * Only text is neutralized: write numbers as numbers (a negative count stays -5).
 */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
