// The four ticket forms are described once (catalogue/tickets/forms.ts, part2 §3, §5): every
// field of every kind is in the console's form with its SDK label, marked required as the kind
// and the language say, and refused empty with its rule's message; every field is a flag of
// `fixcloud tickets create` whose help names the field and the kinds it belongs to; a list field
// (the fault's time range) is a repeatable flag that keeps every value given.
import { formErrors, isRequired, messages, ticketForms } from "@fixcloud/sdk";
import { describe, expect, it } from "vitest";
import { formOptions, readFormFlags, unionForm } from "../../packages/cli/src/flags/form-flags.js";
import { kebab } from "../../packages/cli/src/flags/list-filters.js";
import { renderForm } from "../../packages/web/test-support/renderForm.js";

const LANGS = ["en", "zh-CN"] as const;
const kinds = Object.entries(ticketForms);
const anyTicket = unionForm("ticket", Object.values(ticketForms));

describe("a ticket kind's form in the console", () => {
  for (const lang of LANGS)
    it(`shows every field labelled, marks the required ones and refuses them empty (${lang})`, async () => {
      for (const [kind, d] of kinds) {
        const { html, errors } = await renderForm(d, "add", lang);
        const ctx = { mode: "add", language: lang } as const;
        for (const f of d.fields) {
          const label = messages[lang][f.labelKey]!;
          const marked = new RegExp(`>${label}<span[^>]*required[^>]*> \\*</span>`);
          expect(html, `kind ${kind} ${f.key}`).toContain(`>${label}<`);
          expect(marked.test(html), `kind ${kind} ${f.key} required mark`).toBe(isRequired(f, ctx));
        }
        const codes = formErrors(d, {}, ctx) as Record<string, string>;
        expect(Object.keys(codes).length).toBeGreaterThan(1);
        expect(errors).toEqual(
          Object.fromEntries(Object.entries(codes).map(([k, code]) => [k, messages[lang][code]])),
        );
      }
    });
  it("asks for the mobile in zh-CN and the email in en", () => {
    const mobile = ticketForms[1].fields.find((f) => f.key === "mobile")!;
    const email = ticketForms[1].fields.find((f) => f.key === "email")!;
    expect(isRequired(mobile, { mode: "add", language: "zh-CN" })).toBe(true);
    expect(isRequired(mobile, { mode: "add", language: "en" })).toBe(false);
    expect(isRequired(email, { mode: "add", language: "en" })).toBe(true);
  });
});

describe("tickets create's flags", () => {
  for (const lang of LANGS)
    it(`are every kind's fields, each helped by its label and, when not in every kind, its kinds (${lang})`, () => {
      const options = formOptions(anyTicket, { mode: "add", language: lang, skip: ["apis"] });
      for (const [kind, d] of kinds)
        for (const f of d.fields) {
          if (f.key === "apis") continue;
          const option = options.find((o) => o.long === `--${kebab(f.key)}`);
          expect(option, `kind ${kind} --${kebab(f.key)}`).toBeDefined();
          expect(option!.description).toContain(messages[lang][f.labelKey]!);
        }
      // Required in the one kind that has it: the help says so.
      const troubleTime = options.find((o) => o.long === "--trouble-time")!;
      expect(troubleTime.description).toBe(
        lang === "en" ? "Time of the fault (required, repeatable)." : "故障时间（必填，可重复）。",
      );
      // Optional in the one kind that has it.
      expect(options.find((o) => o.long === "--ide")!.description).not.toMatch(/required|必填/);
    });

  it("keep every value of a repeated list flag, trimmed, and only the flags given", () => {
    const option = formOptions(anyTicket, { mode: "add", language: "en" }).find(
      (o) => o.long === "--trouble-time",
    )!;
    const given = option.parseArg!(
      " 2026-05-30 09:00:00 ",
      option.parseArg!("2026-05-30 08:00:00", undefined),
    );
    expect(readFormFlags(anyTicket, { troubleTime: given, title: " RTK lost " }, { mode: "edit" })).toEqual({
      troubleTime: ["2026-05-30 08:00:00", "2026-05-30 09:00:00"],
      title: "RTK lost",
    });
  });
});
