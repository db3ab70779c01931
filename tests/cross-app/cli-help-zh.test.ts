// Every help page of the CLI in Chinese keeps to Chinese and to the vocabulary
// (./cli-help-pages.ts): no English sentence, no raw key, no rejected synonym. The help language
// is decided when the CLI's modules load: this file loads them in Chinese (vi.hoisted, before
// its imports), so it runs isolated (vitest.config.ts ISOLATED).
import { describe, expect, it, vi } from "vitest";
import { helpLanguage } from "../../packages/cli/src/lang.js";
import { helpOffences } from "./cli-help-pages.js";

vi.hoisted(() => {
  process.env.FIXCLOUD_LANG = "zh-CN";
});

describe("fixcloud help in Chinese", () => {
  it("keeps to one language and one vocabulary on every command's page", async () => {
    expect(helpLanguage).toBe("zh-CN");
    const { offences, pages } = await helpOffences("zh-CN");
    expect(offences).toEqual([]);
    expect(pages).toBeGreaterThan(60);
  });
});
