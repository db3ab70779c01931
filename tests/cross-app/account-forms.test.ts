// The service-account batch forms are described once (catalogue/accounts/forms.ts, part1 §2,
// §5): the console's remark and trial dialogs show the descriptor's field with its SDK label,
// marked required, and refuse a bad value with the rule's message; `accounts remark` and
// `accounts trial` take the same field as `--remark` and `--days` and refuse the same values
// with the same message before any call.
import { batchRemarkForm, LIMITS, messages, trialForm } from "@fixcloud/sdk";
import { describe, expect, it } from "vitest";
import { parseFormFlags } from "../../packages/cli/src/flags/form-flags.js";
import { renderForm } from "../../packages/web/test-support/renderForm.js";

const CASES = [
  {
    form: batchRemarkForm,
    flag: "--remark",
    names: { accountRemark: "remark" },
    bad: "备".repeat(LIMITS.batchRemarkMax + 1),
    good: "备".repeat(LIMITS.batchRemarkMax),
  },
  { form: trialForm, flag: "--days", names: { trialDays: "days" }, bad: "1.5", good: "7" },
] as const;

describe("a service-account batch form", () => {
  for (const lang of ["en", "zh-CN"] as const)
    for (const c of CASES)
      it(`${c.form.name}: the console and the CLI refuse the same value with the same message (${lang})`, async () => {
        const f = c.form.fields[0];
        const label = messages[lang][f.labelKey]!;
        const { html, errors } = await renderForm(c.form, "add", lang, { [f.key]: c.bad });
        expect(html).toMatch(new RegExp(`>${label}<span[^>]*required[^>]*> \\*</span>`));
        const message = errors[f.key] as string;
        expect(message).toBeTruthy();
        const attr = c.flag.slice(2);
        expect(() =>
          parseFormFlags(c.form, { [attr]: c.bad }, { language: lang }, { mode: "add", names: c.names }),
        ).toThrow(`${c.flag}: ${message}`);
        expect(
          parseFormFlags(
            c.form,
            { [attr]: ` ${c.good} ` },
            { language: lang },
            { mode: "add", names: c.names },
          ),
        ).toEqual({ [f.key]: c.good });
        expect((await renderForm(c.form, "add", lang, { [f.key]: c.good })).errors).toEqual({});
      });
});
