// Uploaded file names (part2 §5 "file name max 50", part2 §7 uploadFile and the project's
// viewFile): a hostile name — path parts, NUL, terminal escapes, the right-to-left override —
// is stored, answered and served as the SDK's safe display name, and Content-Disposition carries
// it as an ASCII fallback and as UTF-8; files download as attachments (images inline), never as HTML.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE, createHarness } from "./harness.js";

const h = createHarness();
let token: string;
beforeAll(async () => {
  token = (await h.signIn()).session.token;
});
afterAll(() => h.sandbox.close());

// A 1×1 PNG and an empty zip archive: real bytes of the types the names say.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

async function upload(name: string, data: Buffer) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(data)]), name);
  form.set("msg", "{}");
  const res = await h.sandbox.fetch(
    new Request(`${BASE}/api/customer/file/uploadFile`, { method: "POST", headers: { token }, body: form }),
  );
  return (await res.json()) as { code: number; message: string; data: { digest: string; fileName: string } };
}

const view = (digest: string) =>
  h.sandbox.fetch(new Request(`${BASE}/api/customer/file/viewFile?digest=${digest}`, { headers: { token } }));

// Each hostile name with the name the server must keep, and the file's type.
const cases: [string, string, "png" | "zip"][] = [
  ["../../x.png", "x.png", "png"],
  ["/tmp/x.png", "x.png", "png"],
  ["C:\\Users\\me\\x.png", "x.png", "png"],
  ["x\u0000.png", "x.png", "png"],
  ["\x1b[31mx\x1b[0m.png", "x.png", "png"],
  ["\x1b]0;owned\x07x.png", "x.png", "png"],
  ["x\u202Egnp.zip", "xgnp.zip", "zip"],
  ["报告\u2066\u200b.zip", "报告.zip", "zip"],
];

describe("uploaded file names are cleaned", () => {
  it.each(cases)("%j is kept and served as %j", async (sent, kept, type) => {
    // Bytes of their own: the same bytes are stored once, under the first name they came with.
    const up = await upload(sent, Buffer.concat([type === "png" ? PNG : ZIP, Buffer.from(sent)]));
    expect(up.code, up.message).toBe(200);
    expect(up.data.fileName).toBe(kept);
    const res = await view(up.data.digest);
    expect(res.status).toBe(200);
    const disposition = res.headers.get("content-disposition") ?? "";
    const ascii = kept.replace(/[^\x20-\x7e]/g, "_");
    expect(disposition).toBe(
      `${type === "png" ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(kept)}`,
    );
    // Nothing of the hostile part reaches the header.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
    expect(disposition).not.toMatch(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]|\.\.|\//);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-type")).not.toMatch(/html/);
    expect(res.headers.get("content-type")).toBe(type === "png" ? "image/png" : "application/zip");
  });

  it("applies the 50-character rule to the cleaned name, and refuses a name with nothing left", async () => {
    const fifty = `${"a".repeat(46)}.zip`;
    const long = await upload(`../../../../${"\u202e".repeat(10)}${fifty}`, ZIP);
    expect(long.code, long.message).toBe(200);
    expect(long.data.fileName).toBe(fifty);
    const tooLong = await upload(`a${fifty}`, ZIP);
    expect(tooLong.code).toBe(400);
    expect(tooLong.message).toBe("文件名不能超过 50 个字符");
    const nothing = await upload("../..", ZIP);
    expect(nothing.code).toBe(400);
  });
});
