// Reading selections: --ids, and --ids-file as .txt, .csv and .xlsx (column by header
// name, by number, or the default "id"/first column).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  IdsFileError,
  columnValues,
  parseColumnChoice,
  parseCsv,
  parseIdsFlag,
  readIdsFile,
} from "../src/select/ids.js";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "fixcloud-ids-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("--ids", () => {
  it("splits on commas and spaces, drops blanks and duplicates", () => {
    expect(parseIdsFlag(" a, b,,c a\nd ")).toEqual({ ids: ["a", "b", "c", "d"], duplicates: 1 });
  });
});

describe("csv", () => {
  it("reads quoted fields, doubled quotes, CRLF and a BOM", () => {
    expect(parseCsv('\ufeffid,name\r\n1,"a, ""b"""\r\n\r\n2,c\n')).toEqual([
      ["id", "name"],
      ["1", 'a, "b"'],
      ["2", "c"],
    ]);
  });
  it("picks the id header, a named column, a numbered column, or the first", () => {
    const rows = [
      ["name", "id"],
      ["x", "1"],
      ["y", "2"],
    ];
    expect(columnValues(rows, undefined, "f")).toEqual(["1", "2"]);
    expect(columnValues(rows, parseColumnChoice("NAME"), "f")).toEqual(["x", "y"]);
    expect(columnValues(rows, parseColumnChoice("1"), "f")).toEqual(["x", "y"]);
    expect(columnValues([["7"], ["8"]], undefined, "f")).toEqual(["7", "8"]);
    expect(() => columnValues(rows, parseColumnChoice("sn"), "f")).toThrow(IdsFileError);
  });
});

describe("--ids-file", () => {
  it("reads .txt one per line with comments and blanks", async () => {
    const f = join(dir, "ids.txt");
    writeFileSync(f, "# pending accounts\n1\n2\r\n\n2\n 3 \n");
    expect(await readIdsFile(f, undefined)).toEqual({ ids: ["1", "2", "3"], duplicates: 1 });
  });
  it("reads a .csv column", async () => {
    const f = join(dir, "ids.csv");
    writeFileSync(f, "accountName,id\nalpha,10\nbeta,11\n");
    expect((await readIdsFile(f, undefined)).ids).toEqual(["10", "11"]);
    expect((await readIdsFile(f, parseColumnChoice("accountName"))).ids).toEqual(["alpha", "beta"]);
  });
  it("reads an .xlsx column (numbers and text) with the streaming reader", async () => {
    const f = join(dir, "ids.xlsx");
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("ids");
    ws.addRow(["Name", "ID"]);
    ws.addRow(["alpha", 21]);
    ws.addRow(["beta", "22"]);
    ws.addRow([]);
    wb.addWorksheet("other").addRow(["id"]);
    await wb.xlsx.writeFile(f);
    expect((await readIdsFile(f, undefined)).ids).toEqual(["21", "22"]);
    expect((await readIdsFile(f, parseColumnChoice("2"))).ids).toEqual(["21", "22"]);
    expect((await readIdsFile(f, parseColumnChoice("name"))).ids).toEqual(["alpha", "beta"]);
  });
  it("refuses legacy .xls and unreadable .xlsx with a clear error", async () => {
    const xls = join(dir, "old.xls");
    writeFileSync(xls, "x");
    await expect(readIdsFile(xls, undefined)).rejects.toMatchObject({ key: "ids.xls" });
    const bad = join(dir, "bad.xlsx");
    writeFileSync(bad, "not a zip");
    await expect(readIdsFile(bad, undefined)).rejects.toMatchObject({ key: "ids.unreadable" });
  });
});
