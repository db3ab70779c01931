// The security centre's dialogs are described once (catalogue/security/forms.ts, part2 §2, §5):
// the console's step forms and the sandbox's sealed calls refuse the same values with the same
// message in both languages (a new username, the code, the new phone or e-mail, the password
// pair, the current address). The CLI has no security verbs.
import {
  ApiError,
  type FixcloudClient,
  type FormDescriptor,
  type Language,
  messages,
  newEmailForm,
  newPhoneForm,
  passwordForm,
  usernameForm,
  verifyForm,
} from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderForm } from "../../packages/web/test-support/renderForm.js";
import { createHarness } from "../contract/harness.js";

const h = createHarness();
const clients = {} as Record<Language, FixcloudClient>;
beforeAll(async () => {
  for (const lang of ["en", "zh-CN"] as const)
    clients[lang] = (await h.signIn("demo", undefined, lang)).client;
});
afterAll(() => h.sandbox.close());

const proof = { verifyTarget: "x".repeat(32) };
interface Case {
  name: string;
  form: FormDescriptor;
  values: Record<string, string>;
  key: string;
  code: string;
  call: (c: FixcloudClient) => Promise<unknown>;
}
const CASES: Case[] = [
  {
    name: "an all-digit new username",
    form: usernameForm,
    values: { newUsername: "12345" },
    key: "newUsername",
    code: "L000611",
    call: (c) => c.security.checkUserName("12345"),
  },
  {
    name: "a blank current address",
    form: verifyForm,
    values: { phoneOrEmail: " ", captcha: "1234" },
    key: "phoneOrEmail",
    code: "L000678",
    call: (c) => c.security.verify({ target: 1, phoneOrEmail: " ", captcha: "1234" }),
  },
  {
    name: "a three-character code",
    form: verifyForm,
    values: { phoneOrEmail: "13800138000", captcha: "123" },
    key: "captcha",
    code: "L000603",
    call: (c) => c.security.verify({ target: 1, phoneOrEmail: "13800138000", captcha: "123" }),
  },
  {
    name: "a bad new e-mail",
    form: newEmailForm,
    values: { email: "no-at-sign", captcha: "1234" },
    key: "email",
    code: "L000610",
    call: (c) => c.security.bindEmail({ email: "no-at-sign", captcha: "1234", ...proof }),
  },
  {
    name: "a mismatched confirmation",
    form: passwordForm,
    values: {
      newPassword: "Demo@2027",
      confirmPassword: "Demo@2028",
      phoneOrEmail: "13800138000",
      captcha: "1234",
    },
    key: "confirmPassword",
    code: "",
    call: (c) =>
      c.security.updatePassword({
        target: 1,
        newPassword: "Demo@2027",
        confirmPassword: "Demo@2028",
        phoneOrEmail: "13800138000",
        captcha: "1234",
      }),
  },
];

describe("a security centre form", () => {
  for (const lang of ["en", "zh-CN"] as const)
    for (const c of CASES)
      it(`${c.form.name}: the console and the sandbox refuse ${c.name} with the same message (${lang})`, async () => {
        const { errors } = await renderForm(c.form, "add", lang, c.values);
        const message = errors[c.key] as string;
        expect(Object.keys(errors)).toEqual([c.key]);
        if (c.code) expect(message).toBe(messages[lang][c.code]);
        const refusal = await c.call(clients[lang]).catch((e: unknown) => e);
        expect(refusal).toBeInstanceOf(ApiError);
        expect((refusal as ApiError).message).toBe(message);
      });

  it.each(["en", "zh-CN"] as const)("checks a new phone by the language's rule alike (%s)", async (lang) => {
    // A mainland mobile is required in zh-CN only (part1 §5): "+44 20 7946 0958" passes in en.
    const phone = lang === "en" ? "12" : "+44 20 7946 0958";
    const { errors } = await renderForm(newPhoneForm, "add", lang, { newPhone: phone, captcha: "1234" });
    expect(Object.keys(errors)).toEqual(["newPhone"]);
    const refusal = await clients[lang].security
      .bindPhone({ oldPhoneOrEmail: "13800138000", newPhone: phone, captcha: "1234", ...proof })
      .catch((e: unknown) => e);
    expect((refusal as ApiError).message).toBe(errors.newPhone);
  });
});
