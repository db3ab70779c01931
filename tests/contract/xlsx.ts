// Workbooks in the contract tests: reading what the sandbox sends (exports, templates, error
// reports) and writing what a user uploads, with the exceljs the sandbox itself depends on.
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
// biome-ignore lint/suspicious/noExplicitAny: exceljs is loaded from the sandbox's dependencies, untyped here
const ExcelJS: any = createRequire(join(root, "packages/fixtures/package.json"))("exceljs");

/** The first sheet of an .xlsx file as rows of cell values. */
export async function readXlsx(data: Uint8Array): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(data));
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((r: { values: unknown[] }) => rows.push(r.values.slice(1)));
  return rows;
}

/** An .xlsx file whose sheet "SN" holds `rows`, as a user fills the upload template. */
export async function xlsxOf(rows: unknown[][]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("SN");
  for (const r of rows) ws.addRow(r);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}
