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
