// The safe display name of an uploaded file and its Content-Disposition (catalogue/files/names.ts;
// part2 §5 "file name max 50"): what the server keeps and the forms' 50-character rule measure.
import { describe, expect, it } from "vitest";
import { contentDisposition, rules, safeFileName } from "../src/index.js";

describe("safeFileName", () => {
  it.each([
    ["../../x.png", "x.png"],
    ["/tmp/x.png", "x.png"],
    ["C:\\tmp\\x.png", "x.png"],
    ["x\u0000.png", "x.png"],
    ["x\r\n.png", "x.png"],
    ["\x1b[1;31mx\x1b[0m.png", "x.png"],
    ["\x1b]8;;http://evil\x1b\\x.png", "x.png"],
    ["x\u202Egnp.zip", "xgnp.zip"],
    ["\u2067x\u2069\u200f.png", "x.png"],
    ["\ufeff x.png ", "x.png"],
    ["屏幕截图 (1).png", "屏幕截图 (1).png"],
    ["..", ""],
    ["a/", ""],
  ])("%j → %j", (sent, kept) => {
    expect(safeFileName(sent)).toBe(kept);
  });
});

describe("contentDisposition", () => {
  it("gives an ASCII fallback and the UTF-8 name, of the cleaned name", () => {
    expect(contentDisposition('../报告 "v2".zip')).toBe(
      `attachment; filename="__ _v2_.zip"; filename*=UTF-8''%E6%8A%A5%E5%91%8A%20%22v2%22.zip`,
    );
    expect(contentDisposition("it's (1).png", "inline")).toBe(
      `inline; filename="it's (1).png"; filename*=UTF-8''it%27s%20%281%29.png`,
    );
    expect(contentDisposition("\u202e")).toBe(`attachment; filename="file"; filename*=UTF-8''file`);
  });
});

describe("the 50-character rule counts the cleaned name", () => {
  const fifty = `${"a".repeat(46)}.zip`;
  it("accepts 50 characters behind a path and overrides, refuses 51", () => {
    expect(rules.attachments.fileName(`../../${"\u202e".repeat(5)}${fifty}`)).toBeNull();
    expect(rules.attachments.fileName(`b${fifty}`)).toBe("L000498");
    expect(rules.attachments.fileType("x\u202Egnp.zip")).toBeNull();
  });
});
