// A form is described once (catalogue/<area>/forms.ts, part2 §3-5): a field added to the
// sub-account descriptor, in memory only, shows up in the console's form (label, required mark,
// its rule's message), as a CLI flag with help in both languages and the rule's check, and in
// the sandbox's refusal of a body, all with no other change.
import {
  AddRoleRequest,
  field,
  formSchema,
  L,
  LIMITS,
  messages,
  receiverForm,
  roleForm,
  rules,
  SubAccountPayload,
  subAccountForm,
} from "@fixcloud/sdk";
import { describe, expect, it } from "vitest";
import { formOptions, parseFormFlags } from "../../packages/cli/src/flags/form-flags.js";
import { Fail } from "../../packages/fixtures/src/platform/envelope.js";
import "../../packages/fixtures/src/domains/subaccounts/texts.js";
import { checkForm } from "../../packages/fixtures/src/platform/form.js";
import { renderForm } from "../../packages/web/test-support/renderForm.js";

// A new required field: the roles' remarks rule (at most LIMITS.fieldMax, L000672), labelled
// with an existing SDK label so nothing but the descriptor changes.
const remarks = field("remarks", "text", {
  required: true,
  max: LIMITS.fieldMax,
  labelKey: "field.remarks",
  rule: (v) => rules.roles.remarks(v as string),
});
const withRemarks = { ...subAccountForm, fields: [...subAccountForm.fields, remarks] };
const tooLong = "备".repeat(LIMITS.fieldMax + 1);
const good = {
  userName: "ops07",
  fullName: "Ops",
  phone: "13800138000",
  email: "ops07@example.com",
  password: "Demo@2026",
  confirmPassword: "Demo@2026",
};

describe("a field added to a form descriptor", () => {
  it.each(["en", "zh-CN"] as const)("is in the console's form, required and checked (%s)", async (lang) => {
    const label = messages[lang]["field.remarks"]!;
    const { html, errors } = await renderForm(withRemarks, "add", lang, { ...good, remarks: tooLong });
    const input = new RegExp(`<label[^>]*>${label}<span[^>]*required[^>]*> \\*</span></label>`);
    expect(html).toMatch(input);
    expect(errors).toEqual({ remarks: messages[lang][L.remarksLength] });
    const plain = await renderForm(subAccountForm, "add", lang);
    expect(plain.html).not.toContain(`>${label}<`);
  });

  it("is a CLI flag with help in both languages, checked by its rule", () => {
    const en = formOptions(withRemarks, { mode: "add", language: "en" }).find((o) => o.long === "--remarks");
    const zh = formOptions(withRemarks, { mode: "add", language: "zh-CN" }).find(
      (o) => o.long === "--remarks",
    );
    expect(en?.description).toBe("Remarks (required, at most 50 characters).");
    expect(zh?.description).toBe("备注说明（必填，最多 50 个字符）。");
    const flags = { userName: "ops07", fullName: "Ops", phone: "13800138000", email: "a@b.cn" };
    expect(() =>
      parseFormFlags(withRemarks, { ...flags, remarks: tooLong }, { language: "en" }, { mode: "add" }),
    ).toThrow(`--remarks: ${messages.en[L.remarksLength]}`);
    expect(
      parseFormFlags(withRemarks, { ...flags, remarks: " ok " }, { language: "en" }, { mode: "add" }),
    ).toMatchObject({
      remarks: "ok",
    });
  });

  it("is in the sandbox's check: a bad value is refused with its rule's message", () => {
    const refusal = (() => {
      try {
        checkForm(withRemarks, { ...good, remarks: tooLong }, formSchema(withRemarks), {
          mode: "add",
          lang: "zh-CN",
          invalidKey: "subAccountDataInvalid",
        });
      } catch (e) {
        return e;
      }
    })();
    expect(refusal).toBeInstanceOf(Fail);
    expect((refusal as Fail).envelope("zh-CN")).toMatchObject({
      code: 400,
      message: messages["zh-CN"][L.remarksLength],
    });
    const missing = (() => {
      try {
        checkForm(withRemarks, good, formSchema(withRemarks), {
          mode: "add",
          lang: "en",
          invalidKey: "subAccountDataInvalid",
        });
      } catch (e) {
        return (e as Fail).envelope("en").message;
      }
    })();
    expect(missing).toContain(messages.en["field.remarks"]);
    expect(
      checkForm(withRemarks, { ...good, remarks: "夜班" }, formSchema(withRemarks), {
        mode: "add",
        lang: "en",
        invalidKey: "subAccountDataInvalid",
      }),
    ).toMatchObject({ remarks: "夜班" });
  });
});

describe("a field's limit", () => {
  // A letter every text rule takes (a username, a name, a role …), repeated to the limit.
  const ctx = { mode: "add", language: "en" } as const;
  const limited = [subAccountForm, roleForm, receiverForm].flatMap((d) =>
    d.fields.filter((f) => f.max !== undefined && f.type === "text").map((f) => [d.name, f.key, f] as const),
  );

  it.each(limited)("is one number for the rule and the payload schema (%s.%s)", (_form, _key, f) => {
    const at = "a".repeat(f.max!);
    const over = "a".repeat(f.max! + 1);
    expect(f.rule?.(at, {}, ctx)).toBeNull();
    expect(f.rule?.(over, {}, ctx)).toMatch(/^L\d{6}$/);
  });

  it("is the wire's: the request schemas refuse one over with the rule's L-code and take the limit", () => {
    const sub = SubAccountPayload.shape.fullName;
    expect(sub.safeParse("名".repeat(LIMITS.fieldMax)).success).toBe(true);
    expect(sub.safeParse("名".repeat(LIMITS.fieldMax + 1)).error?.issues[0]?.message).toBe(L.fullNameLength);
    const role = AddRoleRequest.safeParse({ roleName: "r".repeat(LIMITS.fieldMax + 1) });
    expect(role.error?.issues[0]?.message).toBe(L.roleNameLength);
  });
});
