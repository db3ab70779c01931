// The console's CSV writer (./csv.ts; docs/exports.md, "The formula guard belongs to CSV"):
// text that starts like a formula stays text, numbers stay numbers, quoting per RFC 4180, a BOM
// so spreadsheets read Chinese, and nothing a user typed is changed otherwise.
import { describe, expect, it } from "vitest";
import { csvCell, csvFile, csvText } from "./csv";

describe("console CSV", () => {
  it("guards text that a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
  });

  it("writes numbers as numbers (a negative count is not guarded) and nothing as an empty cell", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(97.3)).toBe("97.3");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(Number.NaN)).toBe("");
  });

  it("quotes commas, quotes and line breaks, and keeps other text exactly", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("  rover 007 ")).toBe("  rover 007 ");
    expect(csvCell("多频 RTK")).toBe("多频 RTK");
  });

  it("ends every row with CRLF; an empty row is a blank line", () => {
    expect(csvText([["a", 1], [], ["b", null]])).toBe("a,1\r\n\r\nb,\r\n");
  });

  it("is a UTF-8 file with a byte order mark", () => {
    const file = csvFile([["终端", 1]], "x.csv");
    expect(file.fileName).toBe("x.csv");
    expect(file.contentType).toBe("text/csv;charset=utf-8");
    expect([...file.data.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(file.data)).toBe("终端,1\r\n");
  });
});
