// The code-sending call `security.sms` (part2 §7: phone, template, target and type; "used for
// SMS and email codes"), modelled minimally for the personal and security centres (issue 9,
// brief B): which template sends a code over which channel to whom. The sign-in and
// registration codes (brief A) share the call; its meanings of `target` and `type` are the
// project's (the spec shows the names only), recorded in docs/centres.md.
import { z } from "zod";
import { oneOf } from "../shared/common.js";

/**
 * The templates of part2 §7 ("11 for the secret; 3, 4, 8, 9, 10, 12, 13 for others") with the
 * purpose the project gives each. 13 is left to the sign-in work.
 */
export const SMS_TEMPLATE = {
  /** Security centre step 1: a code to the account's current phone. */
  verifyPhone: 3,
  /** Security centre step 1: a code to the account's current e-mail. */
  verifyEmail: 4,
  /** Bind a new phone: a code to the new number (`target`). */
  newPhone: 8,
  /** Bind a new e-mail: a code to the new address (`target`). */
  newEmail: 9,
  /** Change the password (and username), verified by the account's phone. */
  passwordByPhone: 10,
  /** Reveal the AccessSecret: a code to the account's phone (part2 §2, §7). */
  accessSecret: 11,
  /** Change the password (and username), verified by the account's e-mail. */
  passwordByEmail: 12,
} as const;

/** A template number of {@link SMS_TEMPLATE}. */
export type SmsTemplate = (typeof SMS_TEMPLATE)[keyof typeof SMS_TEMPLATE];

/** Every template number part2 §7 names (13 included, for the sign-in work). */
export const SMS_TEMPLATES = [3, 4, 8, 9, 10, 11, 12, 13] as const;

/** `type` on the wire: 1 SMS to a phone, 2 e-mail. */
export const SMS_TYPE = { sms: 1, email: 2 } as const;

/** Templates whose code goes to an e-mail address. */
const EMAIL_TEMPLATES: ReadonlySet<number> = new Set([
  SMS_TEMPLATE.verifyEmail,
  SMS_TEMPLATE.newEmail,
  SMS_TEMPLATE.passwordByEmail,
]);
/** Templates whose code goes to a new value the request names (`target`), not the account's own. */
const NEW_VALUE_TEMPLATES: ReadonlySet<number> = new Set([SMS_TEMPLATE.newPhone, SMS_TEMPLATE.newEmail]);

/** The channel of a template's code: `sms` or `email`. */
export function templateChannel(template: number): "sms" | "email" {
  return EMAIL_TEMPLATES.has(template) ? "email" : "sms";
}

/** Whether a template's code goes to the new phone or e-mail in `target` (8, 9) rather than the account's own. */
export function templateSendsToTarget(template: number): boolean {
  return NEW_VALUE_TEMPLATES.has(template);
}

/** The template that verifies the account's current phone (`target` 1) or e-mail (2) for `step`. */
export function verifyTemplate(step: "rebind" | "password", target: VerifyTarget): SmsTemplate {
  if (step === "rebind") return target === 1 ? SMS_TEMPLATE.verifyPhone : SMS_TEMPLATE.verifyEmail;
  return target === 1 ? SMS_TEMPLATE.passwordByPhone : SMS_TEMPLATE.passwordByEmail;
}

/** Which of the account's addresses a step verifies: 1 its phone, 2 its e-mail (`target` on the wire). */
export type VerifyTarget = 1 | 2;

/**
 * `security.sms` body: `template` decides the purpose and channel; `target` is the new phone
 * or e-mail for templates 8 and 9 (ignored otherwise: the code goes to the account's own
 * address); `phone`, when sent with template 11, must be the account's phone; `type`, when
 * sent, must name the template's channel (1 SMS, 2 e-mail).
 */
export const SmsRequest = z.object({
  template: oneOf(SMS_TEMPLATES),
  target: z.string().trim().max(100).optional(),
  phone: z.string().trim().max(20).optional(),
  type: oneOf([SMS_TYPE.sms, SMS_TYPE.email]).optional(),
});
/** Parsed shape of {@link SmsRequest}. */
export type SmsRequest = z.input<typeof SmsRequest>;

/**
 * `security.sms` answer: where the code went (masked), and the times a client shows: the
 * resend countdown and how long the code is valid, both in ms (part1 §9: 60 s, 30 minutes).
 */
export const SmsSent = z.object({
  recipient: z.string(),
  resendIn: z.number().int().nonnegative(),
  validFor: z.number().int().positive(),
});
/** Parsed shape of {@link SmsSent}. */
export type SmsSent = z.infer<typeof SmsSent>;
