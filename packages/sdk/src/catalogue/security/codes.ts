// The verification-code model of `security.sms` (part2 §7): templates, channels and
// the request bodies the console, CLI and sandbox build. Zod-free on purpose: the CLI's start-up
// entry and login.html import these constants without the schemas (schemas.ts validates them).
import type { SmsRequest as SmsRequestInput } from "./schemas.js";

/**
 * Templates of `security.sms` (part2 §7: "11 for the secret; 3, 4, 8, 9, 10, 12, 13 for
 * others"). The spec does not say which "other" is which; this assignment is the project's
 * (docs/identity-ways-in.md). The sandbox refuses a template whose recipient does not fit it.
 */
export const SMS_TEMPLATES = {
  /** Sign-in by phone and SMS (loginByPhone, smsNoLogin): to a registered phone. */
  login: 3,
  /** Registration (phoneRegister, emailRegister): to a phone or e-mail not yet registered. */
  register: 4,
  /** Forgot password (forgotPassVerifyPhone/Email): to a registered phone or e-mail. */
  forgotPassword: 8,
  /** Security centre: verify the signed-in user's bound phone or e-mail. */
  verifyBound: 9,
  /** Security centre: the new phone. */
  newPhone: 10,
  /** The AccessSecret reveal (part2 §7). */
  accessSecret: 11,
  /** Security centre: the new e-mail. */
  newEmail: 12,
  /** Security centre: password or username change. */
  updatePassword: 13,
} as const;
/** One of the {@link SMS_TEMPLATES} numbers. */
export type SmsTemplate = (typeof SMS_TEMPLATES)[keyof typeof SMS_TEMPLATES];

/** `target` of `security.sms`: how the code travels, 1 SMS or 2 e-mail (as the security calls' `target`). */
export const CODE_TARGET = { phone: 1, email: 2 } as const;
/** `type` of `security.sms`: 0 a code for anyone (sign-in forms), 1 for the signed-in user's own account. */
export const CODE_TYPE = { anonymous: 0, signedIn: 1 } as const;

/** Which of the account's own addresses a security-centre step verifies: 1 its phone, 2 its e-mail (`target`). */
export type VerifyTarget = 1 | 2;

/**
 * The template of the code that proves the signed-in user's own phone or e-mail for a security
 * step: `rebind` (step 1 of a new phone or e-mail) {@link SMS_TEMPLATES}.verifyBound, `password`
 * (password and username change) {@link SMS_TEMPLATES}.updatePassword. The channel is the
 * request's `target`, so one template serves both addresses.
 */
export function verifyTemplate(step: "rebind" | "password"): SmsTemplate {
  return step === "rebind" ? SMS_TEMPLATES.verifyBound : SMS_TEMPLATES.updatePassword;
}

/**
 * The `security.sms` body of a code to the signed-in user's own phone (`target` 1) or e-mail
 * (2), `address` as the user typed or the user info holds it (`type` 1: the server checks it is
 * the token's user's). Used for {@link verifyTemplate}'s templates and the AccessSecret (11).
 */
export function ownCodeRequest(
  template: SmsTemplate,
  target: VerifyTarget,
  address: string,
): SmsRequestInput {
  return { phone: address.trim(), template, target, type: CODE_TYPE.signedIn };
}

/**
 * The `security.sms` body of a code to a new phone or e-mail the user wants to bind (templates
 * newPhone 10 and newEmail 12, `type` 0: the server refuses an address another user holds).
 */
export function newAddressCodeRequest(kind: "phone" | "email", address: string): SmsRequestInput {
  return kind === "phone"
    ? {
        phone: address.trim(),
        template: SMS_TEMPLATES.newPhone,
        target: CODE_TARGET.phone,
        type: CODE_TYPE.anonymous,
      }
    : {
        phone: address.trim(),
        template: SMS_TEMPLATES.newEmail,
        target: CODE_TARGET.email,
        type: CODE_TYPE.anonymous,
      };
}
