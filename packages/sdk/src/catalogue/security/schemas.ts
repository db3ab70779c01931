// Schemas of the security centre (part2 §2, §7). The user-info answer is the one a token alone
// can ask for: who it belongs to and the roles it may act in, so a script holding only a token
// (FIXCLOUD_TOKEN in CI) learns the `roleCode` header a sub-user must send (part1 §6).
// Issue 8 (CLI auth): the payload is not shown in the spec (part2 §7 names
// the call only), so its fields follow the session data of sign-in (part1 §3).
import { z } from "zod";
import { oneOf } from "../shared/common.js";
import { SessionRole } from "../session/schemas.js";

/**
 * getUserBaseInfo answer: the signed-in user, its customer, its account type (1 main account,
 * others sub-users) and the roles it holds (`roleIndex` the current one), as sign-in gives them;
 * `menuCodes` and `permissions` are what the role in the request's `roleCode` grants (every code
 * for a main account, none for a sub-user who names no role), so a client holding only a token
 * gates its own actions as the console does (part1 §6).
 */
export const UserBaseInfo = z.looseObject({
  user_name: z.string(),
  customerNo: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  accountType: z.number().int(),
  roleList: z.array(SessionRole),
  roleIndex: z.number().int().nonnegative(),
  menuCodes: z.array(z.string()).default([]),
  permissions: z.array(z.string()).default([]),
});
/** Parsed shape of {@link UserBaseInfo}. */
export type UserBaseInfo = z.infer<typeof UserBaseInfo>;

// ---------------------------------------------------------------- verification codes (issue 9)

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

const templateValues = Object.values(SMS_TEMPLATES) as [SmsTemplate, ...SmsTemplate[]];

/**
 * `security.sms` body (part2 §7: "phone, template, target and type; used for SMS and email
 * codes"). `phone` is the recipient, a phone number or, with `target` 2, an e-mail address (the
 * console's one "phone or e-mail" field); `template` one of {@link SMS_TEMPLATES}; `target` 1
 * SMS or 2 e-mail; `type` 0 (default) anyone, 1 the signed-in user's own bound phone or e-mail
 * (the token is then required). A code is valid 30 minutes; the same recipient and template
 * cannot get another within 60 s (460 `TooFrequentError`, the wait in the message).
 */
export const SmsRequest = z.object({
  phone: z.string().trim().min(1).max(100),
  template: oneOf(templateValues),
  target: oneOf([CODE_TARGET.phone, CODE_TARGET.email]).default(CODE_TARGET.phone),
  type: oneOf([CODE_TYPE.anonymous, CODE_TYPE.signedIn]).default(CODE_TYPE.anonymous),
});
/** Parsed shape of {@link SmsRequest}. */
export type SmsRequest = z.infer<typeof SmsRequest>;

/**
 * `security.sms` answer: `resendIn`, ms until another code may be asked for (60 000), and
 * `expiresIn`, ms the code stays valid (1 800 000). The 460 answer carries `{ resendIn }` too.
 */
export const SmsResult = z.object({
  resendIn: z.number().int().nonnegative(),
  expiresIn: z.number().int().positive(),
});
/** Parsed shape of {@link SmsResult}. */
export type SmsResult = z.infer<typeof SmsResult>;
