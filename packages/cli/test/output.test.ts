import { describe, expect, it } from "vitest";
import { csvCell, neutralizeCell, toCsv } from "../src/output/csv.js";
import { htmlToText, safeCell } from "../src/output/text.js";

describe("neutralizeCell", () => {
  it("prefixes cells that a spreadsheet would run as a formula", () => {
    for (const bad of ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\tx", "\rx", '=HYPERLINK("http://x","y")'])
      expect(neutralizeCell(bad)).toBe(`'${bad}`);
  });
  it("leaves ordinary text alone", () => {
    for (const ok of ["abc", "a=b", "", " =x", "账号", "1-2"]) expect(neutralizeCell(ok)).toBe(ok);
  });
});

describe("toCsv", () => {
  it("neutralizes text cells but writes numbers as numbers", () => {
    const csv = toCsv([{ name: "=cmd|' /C calc'!A0", n: -5, note: "a,b", q: 'say "hi"', none: null }]);
    const [header, row] = csv.trimEnd().split("\n");
    expect(header).toBe("name,n,note,q,none");
    expect(row).toBe(`'=cmd|' /C calc'!A0,-5,"a,b","say ""hi""",`);
  });
  it("neutralizes text produced by the formatter and JSON of nested values", () => {
    expect(csvCell("x", () => "-1")).toBe("'-1");
    expect(csvCell([{ a: 1 }])).toBe('"[{""a"":1}]"');
  });
  it("uses every key of every row as a column", () => {
    expect(toCsv([{ a: 1 }, { b: 2 }])).toBe("a,b\n1,\n,2\n");
  });
});

describe("htmlToText", () => {
  it("drops scripts, styles, tags and decodes entities", () => {
    const html =
      '<p>Hello&nbsp;<b>world</b> &amp; co</p><script>alert("x")</script><style>p{}</style>' +
      '<ul><li>one</li><li>two</li></ul><img src=x onerror="alert(1)"><a href="https://x.test/a">link</a>';
    const text = htmlToText(html);
    expect(text).not.toMatch(/<|>|alert|onerror/);
    expect(text).toContain("Hello world & co");
    expect(text).toContain("• one");
    expect(text).toContain("link (https://x.test/a)");
  });
  it("removes terminal control sequences", () => {
    expect(htmlToText("a\u001b]0;pwned\u0007b")).toBe("a]0;pwnedb");
    expect(safeCell("x\u001b[2Jy\nz")).toBe("x[2Jy z");
  });
  it("drops an unclosed script", () => {
    expect(htmlToText("ok<script>alert(1)")).toBe("ok");
  });
});
