import { AccountDetailRequest, SetPasswordRequest } from "@fixcloud/sdk";
import { describe, expect, it } from "vitest";
import {
  buildBody,
  closeMatches,
  fieldsBody,
  findCall,
  indexCalls,
  type RawField,
  splitField,
  typedValue,
} from "../src/commands/api/shared.js";
import { csvCell, neutralizeCell, recordCsv, toCsv } from "../src/output/csv.js";
import { checkFields, parseMachine, shapeJson } from "../src/output/machine.js";
import { displayWidth, fitWidths, renderPairs, renderTable } from "../src/output/table.js";
import { htmlToText, safeCell } from "../src/output/text.js";
import { endpointList } from "@fixcloud/sdk";
import { lists } from "@fixcloud/sdk/lists";
import { translator } from "../src/messages/index.js";

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
  it("removes terminal control sequences whole, parameters included", () => {
    expect(htmlToText("a\u001b]0;pwned\u0007b")).toBe("ab");
    expect(safeCell("x\u001b[2Jy\nz")).toBe("xy z");
  });
  it("drops an unclosed script", () => {
    expect(htmlToText("ok<script>alert(1)")).toBe("ok");
  });
});

describe("terminal safety of table cells", () => {
  it("strips colour, cursor, title and hyperlink escapes and carriage returns from server text", () => {
    expect(safeCell("\u001b[31mred\u001b[0m remark")).toBe("red remark");
    expect(safeCell("a\u009b31mb")).toBe("ab");
    expect(safeCell("a\u001b]8;;http://evil\u001b\\link\u001b]8;;\u001b\\b")).toBe("alinkb");
    expect(safeCell("over\rwrite")).toBe("over write");
    expect(safeCell("bell\u0007")).toBe("bell");
  });
  it("colours a state from its tone, never from the text, and only when colour is on", async () => {
    const cells = [[{ text: "In service", tone: "success" as const }, "\u001b[31mred"]];
    const coloured = await renderTable(["State", "Remark"], cells, { tty: true, color: true });
    expect(coloured).toContain("\u001b[32mIn service\u001b[39m");
    expect(coloured).not.toContain("\u001b[31m");
    expect(await renderTable(["State"], [[cells[0]![0]!]], { tty: true, color: false })).not.toContain(
      "\u001b",
    );
  });
  it("a remark with an escape cannot colour a table, boxed or tab-separated", async () => {
    const rows = [["1", "\u001b[31mred"]];
    for (const tty of [true, false]) {
      const out = await renderTable(["ID", "Remark"], rows, { tty, color: false });
      expect(out).not.toContain("\u001b");
      expect(out).toContain("red");
    }
    const pairs = await renderPairs([["Remark", "\u001b[31mred\u001b]0;t\u0007"]], {
      tty: true,
      color: true,
    });
    expect(pairs).not.toContain("\u001b");
  });
});

describe("tables fit the terminal", () => {
  const headers = ["ID", "Account name", "Remark", "State"];
  const rows = [
    ["285", "whsurvey00285", "a long remark that would wrap the line on any narrow terminal", "In service"],
    ["139", "hzcors00139", "港口吊机港口吊机港口吊机港口吊机港口吊机", "Pending"],
  ];
  it("never draws a line wider than the terminal, cutting the widest column with …", async () => {
    for (const width of [50, 60, 80]) {
      const out = await renderTable(headers, rows, { tty: true, color: false, width });
      const lines = out.trimEnd().split("\n");
      expect(lines).toHaveLength(6); // top, header, rule, two rows, bottom: no row wrapped
      for (const line of lines) expect(displayWidth(line), `${width}: ${line}`).toBeLessThanOrEqual(width);
      expect(out).toContain("…");
      expect(out).toContain("In service"); // narrow columns stay whole
    }
  });
  it("cuts nothing when the table fits, or when stdout is not a terminal", async () => {
    const wide = await renderTable(headers, rows, { tty: true, color: false, width: 400 });
    expect(wide).not.toContain("…");
    const piped = await renderTable(headers, rows, { tty: false, color: false, width: 40 });
    expect(piped).toContain(rows[0]![2]);
    expect(piped.split("\n")[1]).toBe(rows[0]!.join("\t"));
  });
  it("leaves out right-most columns (and says so) rather than cut every column to noise", async () => {
    expect(fitWidths([3, 13, 60, 10], 30)).toHaveLength(2);
    const out = await renderTable(headers, rows, {
      tty: true,
      color: false,
      width: 30,
      hiddenNote: (n) => `(${n} hidden)`,
    });
    for (const line of out.trimEnd().split("\n").slice(0, -1))
      expect(displayWidth(line)).toBeLessThanOrEqual(30);
    expect(out).toContain("(2 hidden)");
  });
});

describe("--json fields and passwords", () => {
  const t = translator("en");
  const rows = [{ id: "1", accountName: "a", password: "p9dt37jq", remark: "" }];
  it("keeps only the asked fields, in the asked order, one object for a single record", () => {
    expect(shapeJson(rows, ["accountName", "id"])).toEqual([{ accountName: "a", id: "1" }]);
    expect(shapeJson(rows[0], ["id"])).toEqual({ id: "1" });
  });
  it("omits passwords unless the field list names them", () => {
    expect(shapeJson(rows, undefined)).toEqual([{ id: "1", accountName: "a", remark: "" }]);
    expect(shapeJson(rows, ["id", "password"])).toEqual([{ id: "1", password: "p9dt37jq" }]);
  });
  it("reads the flags: alone lists fields, a list is split and deduplicated, unknown names are refused", () => {
    expect(parseMachine({}, { t })).toBeUndefined();
    expect(parseMachine({ json: true }, { t })).toEqual({ listFields: true });
    expect(parseMachine({ json: " id, accountName,id" }, { t })).toEqual({
      listFields: false,
      fields: ["id", "accountName"],
    });
    expect(parseMachine({ jq: ".[]" }, { t })).toEqual({ listFields: false, jq: ".[]" });
    expect(() => parseMachine({ json: "," }, { t })).toThrow(/no field/);
    expect(() => checkFields({ t }, ["id", "nope"], ["id"])).toThrow(/nope/);
  });
});

describe("single records as key,value CSV", () => {
  it("writes a field,value header and one line per field, cells neutralized", () => {
    expect(recordCsv({ id: "285", accountRemark: "=cmd", n: 3, none: null, rows: [{ a: 1 }] })).toBe(
      'field,value\nid,285\naccountRemark,\'=cmd\nn,3\nnone,\nrows,"[{""a"":1}]"\n',
    );
  });
});

describe("fixcloud api: names, paths and fields", () => {
  const index = indexCalls(endpointList, Object.values(lists));
  it("finds a call by catalogue name, list alias or path, with or without /api", () => {
    expect(findCall(index, "accounts.selectAccServList")?.name).toBe("accounts.selectAccServList");
    expect(findCall(index, "accounts.list")?.name).toBe("accounts.selectAccServList");
    expect(findCall(index, "/console/accountList/selectAccServList")?.name).toBe(
      "accounts.selectAccServList",
    );
    expect(findCall(index, "/api/console/accountList/selectAccServList/")?.name).toBe(
      "accounts.selectAccServList",
    );
    expect(findCall(index, "accounts.nothing")).toBeUndefined();
  });
  it("suggests close names for a mistyped one", () => {
    expect(closeMatches(index, "accounts.slectAccServLst")).toContain("accounts.selectAccServList");
    expect(closeMatches(index, "selectAccServDetail")).toContain("accounts.selectAccServDetail");
  });
  it("splits key=value with gh's key syntax", () => {
    expect(splitField("ids[]=1")).toEqual({ path: ["ids", ""], value: "1" });
    expect(splitField("search[accountName]=a=b")).toEqual({ path: ["search", "accountName"], value: "a=b" });
    expect(splitField("novalue")).toBe("noEquals");
    expect(splitField("bad key=1")).toBe("badKey");
  });
  it("types values as gh does", () => {
    expect([
      typedValue("1"),
      typedValue("-2.5"),
      typedValue("true"),
      typedValue("null"),
      typedValue("01"),
    ]).toEqual([1, -2.5, true, null, "01"]);
    expect(typedValue("12345678901234567890")).toBe("12345678901234567890");
  });
  it("builds arrays and nested objects, and refuses a key used both ways", () => {
    const f = (text: string): RawField => {
      const s = splitField(text) as { path: string[]; value: string };
      return { flag: "-f", ...s };
    };
    expect(buildBody([f("ids[]=1"), f("ids[]=2"), f("a[b]=x"), f("n=3")], typedValue)).toEqual({
      ids: [1, 2],
      a: { b: "x" },
      n: 3,
    });
    expect(() => buildBody([f("a=1"), f("a[b]=2")], typedValue)).toThrow();
  });
  it("keeps a value as text where the call's schema takes text", () => {
    const f = (path: string[], value: string): RawField => ({ flag: "-f", path, value });
    expect(fieldsBody({ request: AccountDetailRequest }, [f(["id"], "285")])).toEqual({ id: "285" });
    expect(
      fieldsBody({ request: SetPasswordRequest }, [f(["accountId"], "7"), f(["password"], "abcd1234")]),
    ).toEqual({
      accountId: "7",
      password: "abcd1234",
    });
  });
});
