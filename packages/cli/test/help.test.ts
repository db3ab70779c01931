// The main help, the CLI in process in English. That its exit-code line names every
// code of src/exit-codes.ts is the compiler's to hold (`MEANINGS` is a Record keyed by every
// ExitCode); what it cannot hold is that the main help prints that line, in the run's language
// (Chinese: help-zh.test.ts), with the pointer to `fixcloud help environment`.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exitCodesHelp } from "../src/exit-codes.js";
import { cli } from "./harness.js";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "fixcloud-help-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("fixcloud --help", () => {
  it("ends with the exit codes and where the environment variables are", async () => {
    for (const args of [["--help"], []]) {
      const r = await cli(args, { configDir: dir });
      expect(r.code, args.join(" ")).toBe(0);
      expect(r.stdout, args.join(" ")).toContain(`\n${exitCodesHelp("en")}\n`);
      expect(r.stdout, args.join(" ")).toContain("Environment variables: fixcloud help environment");
    }
  });

  it("`fixcloud help` and `fixcloud help <noun>` print help and succeed", async () => {
    const main = await cli(["help"], { configDir: dir });
    expect(main.code, main.stderr).toBe(0);
    expect(main.stdout).toContain(exitCodesHelp("en"));
    const noun = await cli(["help", "notices"], { configDir: dir });
    expect(noun.code, noun.stderr).toBe(0);
    expect(noun.stdout).toMatch(/Usage: fixcloud notices/);
  });
});
