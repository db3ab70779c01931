// The security centre's dialogs (part2 §2 security centre, §5 "Security dialogs"): proving the
// current phone or e-mail with its code, the new username, the new password twice, the new phone
// or e-mail with the code sent to it. The fields use the SDK's field labels; the console's
// step dialogs word them for the step ("new phone", "current email"). The console's step dialogs, the payload schemas
// (./schemas.ts) and the sandbox's checks are built from these descriptors; the CLI has no
// security verbs (the password is changed in the console).
import { defineForm, field } from "../shared/form.js";
import { LIMITS } from "../shared/limits.js";
import type { Text } from "../shared/rules.js";
import { security } from "./rules.js";

/** The code sent to a phone or e-mail: required, 4 characters (L000602/L000603). */
const captcha = field("captcha", "text", {
  required: true,
  labelKey: "field.verificationCode",
  rule: (v) => security.captcha(v as Text),
});

/** The current phone or e-mail (the one `target` names): required (L000678). */
const phoneOrEmail = field("phoneOrEmail", "text", {
  required: true,
  label: { "zh-CN": "原手机号或邮箱", en: "Current phone or email" },
  rule: (v) => security.phoneOrEmail(v as Text),
});

/** Step 1 of a phone or e-mail change, and the password dialog's proof (part2 §2). */
export const verifyForm = defineForm({
  name: "securityVerify",
  source: "part2 §2, §5",
  fields: [phoneOrEmail, captcha],
});

/** The username step of the password dialog: keep it or give a new one (part2 §2, §5). */
export const usernameForm = defineForm({
  name: "securityUsername",
  source: "part2 §2, §5",
  fields: [
    field("newUsername", "text", {
      required: true,
      max: LIMITS.fieldMax,
      labelKey: "field.userName",
      rule: (v) => security.newUsername(v as Text),
    }),
  ],
});

/** The password step: the proof, then the new password twice (part2 §2, §5). */
export const passwordForm = defineForm({
  name: "securityPassword",
  source: "part2 §2, §5",
  // The passwords first: the sandbox answers the first failing field, as it always has.
  fields: [
    field("newPassword", "password", {
      required: true,
      labelKey: "field.password",
      rule: (v) => security.newPassword(v as Text),
    }),
    field("confirmPassword", "password", {
      required: true,
      rule: (v, all) => security.confirmPassword(all.newPassword as Text, v as Text),
    }),
    phoneOrEmail,
    captcha,
  ],
});

/** Step 2 of a phone change: the new phone and the code sent to it (part2 §2, §5). */
export const newPhoneForm = defineForm({
  name: "securityNewPhone",
  source: "part2 §2, §5",
  fields: [
    field("newPhone", "phone", {
      required: true,
      labelKey: "field.phone",
      rule: (v, _all, ctx) => security.newPhone(v as Text, ctx.language),
    }),
    captcha,
  ],
});

/** Step 2 of an e-mail change: the new e-mail and the code sent to it (part2 §2, §5, §9). */
export const newEmailForm = defineForm({
  name: "securityNewEmail",
  source: "part2 §2, §5",
  fields: [
    field("email", "email", {
      required: true,
      max: LIMITS.fieldMax,
      rule: (v) => security.email(v as Text),
    }),
    captcha,
  ],
});

/** Every security form, for the area's labels. */
export const securityForms = [verifyForm, usernameForm, passwordForm, newPhoneForm, newEmailForm] as const;
