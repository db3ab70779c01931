// A ticket form's empty required field says what the field asks for (part2 §3, §5): a field typed
// into asks to enter ("请输入…", "Please enter…"), a choice, a list of APIs or a time picked asks
// to select ("请选择…", "Please select…"). The message is the SDK rule's; the field's kind is the
// console's (./kinds.ts), so the two are checked together here.
import { type Language, messages, rules, type TicketType } from "@fixcloud/sdk";
import { describe, expect, it } from "vitest";
import { type FieldKind, KIND_FIELDS } from "./kinds";

const ASKS: Record<FieldKind, Record<Language, RegExp>> = {
  text: { "zh-CN": /^请输入/, en: /^Please (enter|describe)\b/ },
  textarea: { "zh-CN": /^请输入/, en: /^Please (enter|describe)\b/ },
  choice: { "zh-CN": /^请(至少)?选择/, en: /^Please select\b/ },
  apis: { "zh-CN": /^请(至少)?选择/, en: /^Please select\b/ },
  timeRange: { "zh-CN": /^请(至少)?选择/, en: /^Please select\b/ },
};

describe("a ticket form's required-field messages", () => {
  for (const language of ["zh-CN", "en"] as const)
    it(`ask to enter a typed field and to select a chosen one (${language})`, () => {
      const wrong: string[] = [];
      let checked = 0;
      for (const [type, fields] of Object.entries(KIND_FIELDS)) {
        const errors = rules.tickets.ticketErrors(
          { ticketType: Number(type) as TicketType } as never,
          language,
        ) as Record<string, string>;
        for (const field of fields) {
          const code = errors[field.key];
          if (!code) continue;
          checked++;
          const text = messages[language][code] ?? code;
          if (!ASKS[field.kind][language].test(text))
            wrong.push(`type ${type} ${field.key} (${field.kind}): ${code} "${text}"`);
        }
      }
      expect(wrong).toEqual([]);
      expect(checked).toBeGreaterThan(15);
    });
});
