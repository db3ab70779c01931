// No console input cuts what is typed or pasted (part1 §5; house rule "kept exactly, or refused
// clearly"): an HTML maxLength drops the characters past it without a word. A form field shows
// the SDK rule's L-code instead; a search or filter input may keep a maxLength only when it is
// the SDK's own limit (LIMITS.searchMax, a list descriptor's filter max), never a number of its own.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, ".");

function* sources(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) yield path;
  }
}

/** What a maxLength may be: the SDK's limit, by name (searches and list filters). */
const FROM_SDK = /^maxLength=\{(LIMITS\.searchMax|f\.max \?\? LIMITS\.searchMax)\}$/;

describe("console inputs", () => {
  it("no maxLength is a number of the console's own", () => {
    const own: string[] = [];
    for (const file of sources(SRC))
      for (const m of readFileSync(file, "utf8").matchAll(/maxLength=\{[^}]*\}/g))
        if (!FROM_SDK.test(m[0])) own.push(`${relative(SRC, file)}: ${m[0]}`);
    expect(own).toEqual([]);
  });
});
