// Skip and failure reasons of a bulk summary (docs/batch-operations.md "Summaries"): every
// reason code of the SDK's `batchReason` enum has a sentence in both languages, the `message`
// a summary carries next to the code (a person reads it; a script reads the code).
import { batchReason } from "@fixcloud/sdk/lists";
import { describe, expect, it } from "vitest";
import { reasonCode, reasonFromWire, reasonMessage } from "../src/bulk/reasons.js";

describe("reason messages", () => {
  const codes = batchReason.values.map((v) => reasonCode(v.value));

  it("every reason is an English sentence: a capital first, a full stop last, no full-width mark", () => {
    for (const code of codes) {
      const m = reasonMessage("en", code);
      expect(m, code).toMatch(/^[A-Z].* .*\.$/);
      expect(m, code).not.toMatch(/[\u3000-\u303f\uff00-\uffef]/);
    }
  });

  it("every reason is a Chinese sentence ending with 。", () => {
    for (const code of codes) {
      const m = reasonMessage("zh-CN", code);
      expect(m, code).toMatch(/^[\u4e00-\u9fff].*。$/);
    }
  });

  it("a sentence the server sends in either language leads back to its code", () => {
    for (const code of codes)
      for (const lang of ["en", "zh-CN"] as const)
        expect(reasonFromWire(reasonMessage(lang, code))).toBe(code);
  });
});
