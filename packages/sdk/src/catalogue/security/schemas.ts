// Schemas of the security centre (part2 §2, §7). The user-info answer is the one a token alone
// can ask for: who it belongs to and the roles it may act in, so a script holding only a token
// (FIXCLOUD_TOKEN in CI) learns the `roleCode` header a sub-user must send (part1 §6).
// The payload is not shown in the spec (part2 §7 names the call only), so its fields follow the
// session data of sign-in (part1 §3), plus the "User info" fields of part2 §3 and the security
// centre's bodies, which travel RSA-encrypted in one `data` field (part2 §7).
import { z } from "zod";
import { oneOf } from "../shared/common.js";
import { formSchema, formShape } from "../shared/form-schema.js";
import { SessionRole } from "../session/schemas.js";
import { CODE_TARGET, CODE_TYPE, SMS_TEMPLATES, type SmsTemplate } from "./codes.js";
import { newEmailForm, newPhoneForm, passwordForm, usernameForm, verifyForm } from "./forms.js";

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
  // part2 §3 "User info" (personal centre). Optional so an older server still parses.
  /** 1 the main account, 0 a sub-user (part2 §3 "userType (1 or 0)"). */
  userType: oneOf([0, 1]).optional(),
  /** The person's real name (the user's full name). */
  realName: z.string().optional(),
  /** The certified application area and scene names; null until the customer is certified. */
  applicationAreaName: z.string().nullable().optional(),
  applicationSceneName: z.string().nullable().optional(),
  /** ISO 3166 country code of the customer, e.g. `CN`. */
  country: z.string().optional(),
  /** The user's own phone and e-mail, in full (the security centre shows them masked). */
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  /** The login username (same as `user_name`, under part2 §3's name). */
  userName: z.string().optional(),
});
/** Parsed shape of {@link UserBaseInfo}. */
export type UserBaseInfo = z.infer<typeof UserBaseInfo>;

// ---------------------------------------------------------------- verification codes

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

// ---------------------------------------------------------------- security centre (part2 §2, §7)

/**
 * The body of every security-setting call except getSecurityData: the JSON payload below,
 * RSA-encrypted with the init data's public key in 117-byte blocks and base64-encoded
 * (core/crypto.ts `encryptField`). The SDK's `security` resource builds it.
 */
export const EncryptedBody = z.object({ data: z.string().trim().min(1).max(16_384) });
/** Parsed shape of {@link EncryptedBody}. */
export type EncryptedBody = z.infer<typeof EncryptedBody>;

// The dialogs' fields come from their descriptors (./forms.ts), types only: the sandbox checks
// them with the forms' rules (400 with the rule's L-code) and trims them as the forms send them.
const TYPES_ONLY = { limits: false } as const;

/** Which current address a step verifies with: 1 the phone, 2 the e-mail (`target`). */
export const VerifyTargetField = oneOf([1, 2]);

/**
 * getSecurityData answer: what the three cards show. `phone` and `email` are masked
 * (`138****5678`, `d***@example.com`), null when none is bound; `hasPassword` false for an
 * account that has never set one.
 */
export const SecurityData = z.object({
  userName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  hasPhone: z.boolean(),
  hasEmail: z.boolean(),
  hasPassword: z.boolean(),
});
/** Parsed shape of {@link SecurityData}. */
export type SecurityData = z.infer<typeof SecurityData>;

/** bindingPhoneVerifyPhoneOrEmail payload: the current phone or e-mail (`target` says which) and its code. */
export const BindingVerifyPayload = z.object({
  target: VerifyTargetField,
  ...formShape(verifyForm, TYPES_ONLY),
});
/** Input shape of {@link BindingVerifyPayload}. */
export type BindingVerifyPayload = z.input<typeof BindingVerifyPayload>;

/**
 * bindingPhoneVerifyPhoneOrEmail answer: the proof of step 1 that bindingPhone or bindingEmail
 * needs as `verifyTarget`, valid `expiresIn` ms (10 minutes), single use.
 */
export const Verification = z.object({
  verifyTarget: z.string(),
  expiresIn: z.number().int().positive(),
});
/** Parsed shape of {@link Verification}. */
export type Verification = z.infer<typeof Verification>;

/** bindingPhone payload: the verified old value, the new phone, the code sent to it (template newPhone 10), step 1's proof. */
export const BindingPhonePayload = z.object({
  oldPhoneOrEmail: z.string().trim().max(100),
  ...formShape(newPhoneForm, TYPES_ONLY),
  verifyTarget: z.string().trim().max(200),
});
/** Input shape of {@link BindingPhonePayload}. */
export type BindingPhonePayload = z.input<typeof BindingPhonePayload>;

/** bindingEmail payload: the new e-mail, the code sent to it (template newEmail 12), step 1's proof. */
export const BindingEmailPayload = z.object({
  ...formShape(newEmailForm, TYPES_ONLY),
  verifyTarget: z.string().trim().max(200),
});
/** Input shape of {@link BindingEmailPayload}. */
export type BindingEmailPayload = z.input<typeof BindingEmailPayload>;

/**
 * updatePassword payload: the new password twice, the current phone or e-mail with its code
 * (template updatePassword 13) and, optionally, a new username (checked with checkUserName first).
 */
export const UpdatePasswordPayload = z.object({
  ...formShape(passwordForm, TYPES_ONLY),
  target: VerifyTargetField,
  newUsername: formShape(usernameForm, TYPES_ONLY).newUsername.optional(),
});
/** Input shape of {@link UpdatePasswordPayload}. */
export type UpdatePasswordPayload = z.input<typeof UpdatePasswordPayload>;

/** updatePassword answer: the username now in force and `signedOut` (every session of the user ended). */
export const PasswordUpdated = z.object({ userName: z.string(), signedOut: z.boolean() });
/** Parsed shape of {@link PasswordUpdated}. */
export type PasswordUpdated = z.infer<typeof PasswordUpdated>;

/** checkUserName payload. */
export const CheckUserNamePayload = formSchema(usernameForm, TYPES_ONLY);
/** Input shape of {@link CheckUserNamePayload}. */
export type CheckUserNamePayload = z.input<typeof CheckUserNamePayload>;

/** checkUserName answer: whether nobody else holds the name (case-insensitive). */
export const UserNameCheck = z.object({ available: z.boolean() });
/** Parsed shape of {@link UserNameCheck}. */
export type UserNameCheck = z.infer<typeof UserNameCheck>;
