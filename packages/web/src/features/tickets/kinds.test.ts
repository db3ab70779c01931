// A ticket form's empty required field says what the field asks for (part2 §3, §5): a field typed
// into asks to enter ("请输入…", "Please enter…"), a choice, a list of APIs or a time picked asks
// to select ("请选择…", "Please select…"). The message is the SDK rule's and the input is the
// field's type in the SDK's ticket form descriptor, so the two are checked together here.
import { type FieldType, formErrors, type Language, messages, ticketForms } from "@fixcloud/sdk";
import { describe, expect, it } from "vitest";

const ENTER = { "zh-CN": /^请输入/, en: /^Please (enter|describe)\b/ };
const SELECT = { "zh-CN": /^请(至少)?选择/, en: /^Please select\b/ };
const ASKS: Partial<Record<FieldType, Record<Language, RegExp>>> = {
  text: ENTER,
  textarea: ENTER,
  phone: ENTER,
  email: ENTER,
  select: SELECT,
  list: SELECT,
};

describe("a ticket form's required-field messages", () => {
  for (const language of ["zh-CN", "en"] as const)
    it(`ask to enter a typed field and to select a chosen one (${language})`, () => {
      const wrong: string[] = [];
      let checked = 0;
      for (const [type, form] of Object.entries(ticketForms)) {
        const errors = formErrors(form, {}, { mode: "add", language }) as Record<string, string>;
        for (const field of form.fields) {
          const code = errors[field.key];
          if (!code) continue;
          checked++;
          const text = messages[language][code] ?? code;
          if (!ASKS[field.type]?.[language].test(text))
            wrong.push(`type ${type} ${field.key} (${field.type}): ${code} "${text}"`);
        }
      }
      expect(wrong).toEqual([]);
      expect(checked).toBeGreaterThan(15);
    });
});
