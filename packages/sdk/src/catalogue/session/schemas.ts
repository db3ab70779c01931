// Schemas of the session (part1 §1, §3, §5, §7): languages, time-zone setting, init data,
// image captcha, sign-in and the session data kept locally.
import { z } from "zod";

/** Interface languages (part1 §1). `languageAbbr` on the wire. */
export const Language = z.enum(["zh-CN", "en"]);
/** Parsed shape of {@link Language}. */
export type Language = z.infer<typeof Language>;
/** Time-zone setting: show times in UTC or in the browser's local zone (part1 §1). */
export const TimeZoneSetting = z.enum(["UTC", "local"]);
/** Parsed shape of {@link TimeZoneSetting}. */
export type TimeZoneSetting = z.infer<typeof TimeZoneSetting>;

/**
 * getInitData answer: the RSA public key (PEM) for field encryption, the languages
 * offered and the server clock. Payload not shown in the spec; chosen in docs/api-paths.md.
 */
export const InitData = z.object({
  publicKey: z.string(),
  languages: z.array(Language),
  serverTime: z.string(),
});
/** Parsed shape of {@link InitData}. */
export type InitData = z.infer<typeof InitData>;

/** imgValidate answer: `uuid` identifies the captcha, `img` is an SVG data URL. */
export const ImageCaptcha = z.object({ uuid: z.string(), img: z.string() });
/** Parsed shape of {@link ImageCaptcha}. */
export type ImageCaptcha = z.infer<typeof ImageCaptcha>;

/**
 * loginByUsername body. `password` is RSA-encrypted (117-byte blocks, base64);
 * `code` is the 4-character image captcha for `uuid`. Part1 §5, §7.
 */
export const LoginByUsernameRequest = z.object({
  username: z.string().min(1).max(50),
  password: z.string().min(1).max(4096),
  code: z.string().length(4),
  uuid: z.string().min(1).max(100),
});
/** Parsed shape of {@link LoginByUsernameRequest}. */
export type LoginByUsernameRequest = z.infer<typeof LoginByUsernameRequest>;

/** A role held by a sub-user; its code goes in the `roleCode` header. */
export const SessionRole = z.object({
  roleCode: z.string(),
  roleName: z.string(),
});

/**
 * Session data returned by sign-in and kept locally (part1 §3). `menuCodes` and
 * `permissions` are the codes the current role grants (all of them for accountType 1);
 * the spec leaves their delivery unshown, see docs/api-paths.md.
 */
export const SessionData = z.object({
  token: z.string(),
  user_name: z.string(),
  isLogin: z.boolean(),
  customerNo: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  roleList: z.array(SessionRole),
  roleIndex: z.number().int().nonnegative(),
  accountType: z.number().int(),
  hasEmail: z.boolean(),
  hasPassword: z.boolean(),
  hasPhone: z.boolean(),
  languageAbbr: Language,
  timeZone: TimeZoneSetting,
  nocertified: z.boolean(),
  menuCodes: z.array(z.string()),
  permissions: z.array(z.string()),
  /** Token lifetime in ms from sign-in. */
  expiresIn: z.number().int().positive(),
});
/** Parsed shape of {@link SessionData}. */
export type SessionData = z.infer<typeof SessionData>;

// ---------------------------------------------------------------- the other ways in
// The spec names these calls but not their payloads (part1 §7). Field names follow
// loginByUsername (`code` + `uuid` the image captcha) and the security calls of part2 §7
// (`captcha` the SMS or e-mail code, `newPassword`/`confirmPassword`); passwords travel
// RSA-encrypted like loginByUsername's. Chosen in docs/identity-ways-in.md.

const phone = z.string().trim().min(1).max(20);
const email = z.string().trim().min(3).max(100);
/** An SMS or e-mail verification code (4 characters, part1 §5). */
const smsCode = z.string().trim().length(4);
/** The image captcha of imgValidate, as loginByUsername sends it. */
const imageCaptcha = { code: z.string().trim().length(4), uuid: z.string().min(1).max(100) };
/** An RSA-encrypted password (base64 of 128-byte blocks). */
const encrypted = z.string().min(1).max(4096);

/** loginByPhone body: phone, the SMS code sent to it (template 3) and the image captcha. */
export const LoginByPhoneRequest = z.object({ phone, captcha: smsCode, ...imageCaptcha });
/** Parsed shape of {@link LoginByPhoneRequest}. */
export type LoginByPhoneRequest = z.infer<typeof LoginByPhoneRequest>;

/** smsNoLogin body: phone and the SMS code only (template 3); no password, no image captcha. */
export const SmsNoLoginRequest = z.object({ phone, captcha: smsCode });
/** Parsed shape of {@link SmsNoLoginRequest}. */
export type SmsNoLoginRequest = z.infer<typeof SmsNoLoginRequest>;

const registration = {
  username: z.string().trim().min(1).max(50),
  captcha: smsCode,
  password: encrypted,
  confirmPassword: encrypted,
  ...imageCaptcha,
};
/**
 * phoneRegister body: the new login username, the phone and its code (template 4), password
 * and confirmation (both encrypted), the image captcha. Creates a customer (not certified)
 * and its main account.
 */
export const PhoneRegisterRequest = z.object({ ...registration, phone });
/** Parsed shape of {@link PhoneRegisterRequest}. */
export type PhoneRegisterRequest = z.infer<typeof PhoneRegisterRequest>;
/** emailRegister body: as {@link PhoneRegisterRequest} with `email` and its e-mailed code. */
export const EmailRegisterRequest = z.object({ ...registration, email });
/** Parsed shape of {@link EmailRegisterRequest}. */
export type EmailRegisterRequest = z.infer<typeof EmailRegisterRequest>;

/** Registration answer: the new main account's username and customer (sign in next). */
export const RegisterResult = z.object({
  user_name: z.string(),
  customerNo: z.string(),
  customerId: z.string(),
});
/** Parsed shape of {@link RegisterResult}. */
export type RegisterResult = z.infer<typeof RegisterResult>;

/** forgotPassVerifyPhone body: the phone, its code (template 8) and the image captcha. */
export const ForgotPassVerifyPhoneRequest = z.object({ phone, captcha: smsCode, ...imageCaptcha });
/** Parsed shape of {@link ForgotPassVerifyPhoneRequest}. */
export type ForgotPassVerifyPhoneRequest = z.infer<typeof ForgotPassVerifyPhoneRequest>;
/** forgotPassVerifyEmail body: the e-mail, its code (template 8) and the image captcha. */
export const ForgotPassVerifyEmailRequest = z.object({ email, captcha: smsCode, ...imageCaptcha });
/** Parsed shape of {@link ForgotPassVerifyEmailRequest}. */
export type ForgotPassVerifyEmailRequest = z.infer<typeof ForgotPassVerifyEmailRequest>;

/**
 * The verify step's answer: `resetToken`, single use, which the reset call must send, valid
 * `expiresIn` ms (10 minutes); `user_name` the account being reset.
 */
export const ForgotPassVerifyResult = z.object({
  resetToken: z.string(),
  expiresIn: z.number().int().positive(),
  user_name: z.string(),
});
/** Parsed shape of {@link ForgotPassVerifyResult}. */
export type ForgotPassVerifyResult = z.infer<typeof ForgotPassVerifyResult>;

const reset = { resetToken: z.string().min(1).max(200), newPassword: encrypted, confirmPassword: encrypted };
/** forgotPassResetpasswd body: the phone verified, its `resetToken`, new password and confirmation (encrypted). */
export const ForgotPassResetRequest = z.object({ ...reset, phone });
/** Parsed shape of {@link ForgotPassResetRequest}. */
export type ForgotPassResetRequest = z.infer<typeof ForgotPassResetRequest>;
/** forgotPassResetpasswdByEmail body: the e-mail verified, its `resetToken`, new password and confirmation. */
export const ForgotPassResetByEmailRequest = z.object({ ...reset, email });
/** Parsed shape of {@link ForgotPassResetByEmailRequest}. */
export type ForgotPassResetByEmailRequest = z.infer<typeof ForgotPassResetByEmailRequest>;
