// The main help's exit-code line (issue 8 review): it lists every code of src/exit-codes.ts, in
// both languages, so a new code (7, doctor's findings) cannot be left out of it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExitCode } from "../src/exit-codes.js";
import { ensureBuilt, runBin } from "./bin-harness.js";

describe("fixcloud --help", () => {
  let dir: string;
  beforeAll(() => {
    ensureBuilt();
    dir = mkdtempSync(join(tmpdir(), "fixcloud-help-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ["en", /^Exit codes: (.*)\.$/m, ", "],
    ["zh-CN", /^退出码：(.*)。$/m, "，"],
  ] as const)("lists every exit code in %s", async (lang, line, separator) => {
    const r = await runBin(dir, ["--help", "--lang", lang]);
    expect(r.code).toBe(0);
    const listed = line
      .exec(r.stdout)?.[1]
      ?.split(separator)
      .map((item) => Number(item.split(" ")[0]));
    expect(listed).toEqual(Object.values(ExitCode).sort((a, b) => a - b));
  });
});
