// Every help page of the CLI in English keeps to English and to the vocabulary
// (./cli-help-pages.ts): no Han, no full-width punctuation, no raw key, no rejected synonym.
// The CLI's modules load in English here (the test environment's language): Chinese in
// ./cli-help-zh.test.ts.
import { describe, expect, it } from "vitest";
import { helpLanguage } from "../../packages/cli/src/lang.js";
import { helpOffences } from "./cli-help-pages.js";

describe("fixcloud help in English", () => {
  it("keeps to one language and one vocabulary on every command's page", async () => {
    expect(helpLanguage).toBe("en");
    const { offences, pages } = await helpOffences("en");
    expect(offences).toEqual([]);
    expect(pages).toBeGreaterThan(60);
  });
});
