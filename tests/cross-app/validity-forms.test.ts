// The validity forms are described once (catalogue/pools/forms.ts, part1 §5, §7): the pool fill
// dialog, "edit validity" of service and device accounts, `pools fill` / `accounts validity` and
// the sandbox's fill and device-validity handlers all take their fields and their cross-field
// rule (a silence period needs its unit and a valid period) from the same descriptor, so the
// console, the CLI and the sandbox refuse the same values with the same message, on the same field.
import {
  addCountForm,
  deviceRemarkForm,
  type FormDescriptor,
  LIMITS,
  messages,
  poolFillFormFor,
  validityForm,
  validityFormFor,
} from "@fixcloud/sdk";
import { describe, expect, it } from "vitest";
import { checkValidity } from "../../packages/cli/src/flags/validity.js";
import { parseFormFlags } from "../../packages/cli/src/flags/form-flags.js";
import type { Fail } from "../../packages/fixtures/src/platform/envelope.js";
import { refuseForm } from "../../packages/fixtures/src/platform/form.js";
import { renderForm } from "../../packages/web/test-support/renderForm.js";

interface Case {
  name: string;
  form: FormDescriptor;
  values: Record<string, string>;
  /** The field the refusal is about, its flag and its L-code. */
  field: string;
  flag: string;
  code: string;
}

const CASES: Case[] = [
  {
    name: "edit validity without a valid period",
    form: validityForm,
    values: { validTime: "", validTimeUnit: "day" },
    field: "validTime",
    flag: "--valid-time",
    code: "L000393",
  },
  {
    name: "a silence period without its unit",
    form: validityFormFor(false),
    values: { validTime: "5", validTimeUnit: "day", silenceTime: "3" },
    field: "silenceTimeUnit",
    flag: "--silence-unit",
    code: "L000390",
  },
  {
    name: "a pool fill with a silence period but no valid period",
    form: poolFillFormFor("days_pool"),
    values: { creatAccountSum: "2", silenceTime: "2", silenceTimeUnit: "day" },
    field: "validTime",
    flag: "--valid-time",
    code: "L000391",
  },
  {
    name: "a pool fill of more than the limit",
    form: poolFillFormFor("concurrent_pool"),
    values: { creatAccountSum: String(LIMITS.fillCountMax + 1) },
    field: "creatAccountSum",
    flag: "--count",
    code: "L000387",
  },
];

/** The sandbox's answer to `values` checked with `form` in `lang`, or null when accepted. */
function sandboxRefusal(form: FormDescriptor, values: Record<string, unknown>, lang: "en" | "zh-CN") {
  try {
    refuseForm(form, values, { mode: "add", lang });
    return null;
  } catch (e) {
    return (e as Fail).envelope(lang).message;
  }
}

describe("a validity form", () => {
  for (const lang of ["en", "zh-CN"] as const)
    for (const c of CASES)
      it(`${c.name}: console, CLI and sandbox refuse it with the same message on ${c.field} (${lang})`, async () => {
        const text = messages[lang][c.code]!;
        const { errors } = await renderForm(c.form, "add", lang, c.values);
        expect(errors[c.field]).toBe(text);
        expect(() => checkValidity({ language: lang }, c.form, c.values)).toThrow(`${c.flag}: ${text}`);
        expect(sandboxRefusal(c.form, c.values, lang)).toBe(text);
      });

  it("a concurrency pool's forms take no usage limit; the others refuse a bad one", async () => {
    const bad = { validTime: "1", validTimeUnit: "day", limitUseSum: "0" };
    expect(validityFormFor(true).fields.map((f) => f.key)).not.toContain("limitUseSum");
    expect(sandboxRefusal(validityFormFor(true), bad, "en")).toBeNull();
    expect(sandboxRefusal(validityFormFor(false), bad, "en")).toBe(messages.en.L000388);
    const { html } = await renderForm(poolFillFormFor("concurrent_pool"), "add", "en");
    expect(html).not.toContain(messages.en["field.limitUseNum"]);
    expect((await renderForm(poolFillFormFor("days_pool"), "add", "en")).html).toContain(
      messages.en["field.limitUseNum"],
    );
  });

  it("the valid period is marked required when editing validity, not when filling a pool", async () => {
    const label = messages.en["field.validName"]!;
    const required = new RegExp(`>${label}<span[^>]*required[^>]*> \\*</span>`);
    expect((await renderForm(validityForm, "add", "en")).html).toMatch(required);
    expect((await renderForm(poolFillFormFor("days_pool"), "add", "en")).html).not.toMatch(required);
  });

  it("valid values pass everywhere", async () => {
    const ok = { validTime: "12", validTimeUnit: "month", silenceTime: "3", silenceTimeUnit: "day" };
    expect((await renderForm(validityForm, "add", "en", ok)).errors).toEqual({});
    expect(() => checkValidity({ language: "en" }, validityForm, ok)).not.toThrow();
    expect(sandboxRefusal(validityForm, ok, "en")).toBeNull();
  });
});

describe("the device dialogs' forms", () => {
  for (const lang of ["en", "zh-CN"] as const)
    for (const c of [
      { form: deviceRemarkForm, flag: "remark", bad: "备".repeat(LIMITS.remarkMax + 1), code: "L000617" },
      { form: addCountForm, flag: "count", bad: "10001", code: "L000409" },
    ])
      it(`${c.form.name}: console, CLI and sandbox refuse the same value with the same message (${lang})`, async () => {
        const f = c.form.fields[0]!;
        const text = messages[lang][c.code]!;
        expect((await renderForm(c.form, "add", lang, { [f.key]: c.bad })).errors[f.key]).toBe(text);
        const names = { [f.key]: c.flag };
        expect(() =>
          parseFormFlags(c.form, { [c.flag]: c.bad }, { language: lang }, { mode: "add", names }),
        ).toThrow(`--${c.flag}: ${text}`);
        expect(sandboxRefusal(c.form, { [f.key]: c.bad }, lang)).toBe(text);
      });
});
