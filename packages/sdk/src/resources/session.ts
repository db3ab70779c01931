// Session calls (part1 §3-§8): init data with the public key, the image
// captcha, the verification codes (security.sms), sign-in by username, phone + SMS or SMS only,
// registration by phone or e-mail and the forgotten password (verify, then reset). Every
// password is RSA-encrypted with the server's public key before it leaves the client.
import { encryptField } from "../core/crypto.js";
import type { CallOptions } from "../core/transport.js";
import { securityEndpoints } from "../catalogue/security/endpoints.js";
import { CODE_TARGET, CODE_TYPE, type SmsTemplate } from "../catalogue/security/codes.js";
import type { SmsResult } from "../catalogue/security/schemas.js";
import { sessionEndpoints as E } from "../catalogue/session/endpoints.js";
import type {
  ForgotPassVerifyResult,
  ImageCaptcha,
  InitData,
  RegisterResult,
  SessionData,
} from "../catalogue/session/schemas.js";
import { APIResource } from "./resource.js";

/** Sign-in credentials in plain text; {@link Session.loginByUsername} encrypts the password. */
export interface LoginByUsernameParams {
  /** Login username (letters and digits, part1 §5). */
  username: string;
  /** Plain-text password; sent RSA-encrypted. */
  password: string;
  /** The 4-character image captcha. */
  code: string;
  /** The captcha's `uuid` from {@link Session.captcha}. */
  uuid: string;
}

/** The image captcha a form sends with its call: the typed `code` and the captcha's `uuid`. */
export interface ImageCaptchaAnswer {
  /** The 4 characters read from the picture. */
  code: string;
  /** The `uuid` of {@link Session.captcha}'s answer. */
  uuid: string;
}

/** Where {@link Session.sendCode} sends a code. */
export interface SendCodeParams {
  /** `"phone"` (SMS, the default) or `"email"`. */
  channel?: "phone" | "email";
  /** The phone number or e-mail address. */
  to: string;
  /** One of `SMS_TEMPLATES` (3 sign-in, 4 registration, 8 forgot password, 9-13 the centres). */
  template: SmsTemplate;
  /** True when the code is for the signed-in user's own bound phone or e-mail (needs the token). */
  own?: boolean;
}

/** loginByPhone: the phone, the SMS code sent to it (template 3) and the image captcha. */
export interface LoginByPhoneParams extends ImageCaptchaAnswer {
  phone: string;
  /** The 4-character SMS code. */
  captcha: string;
}

/** smsNoLogin: the phone and its SMS code (template 3), nothing else. */
export interface SmsNoLoginParams {
  phone: string;
  /** The 4-character SMS code. */
  captcha: string;
}

/** Registration fields common to phone and e-mail, passwords in plain text (sent encrypted). */
interface RegisterParams extends ImageCaptchaAnswer {
  /** The new login username (letters and digits, not digits only, part1 §5). */
  username: string;
  /** The code sent to the phone or e-mail (template 4). */
  captcha: string;
  password: string;
  confirmPassword: string;
}
/** phoneRegister parameters. */
export interface PhoneRegisterParams extends RegisterParams {
  phone: string;
}
/** emailRegister parameters. */
export interface EmailRegisterParams extends RegisterParams {
  email: string;
}

/** forgotPassVerifyPhone: the phone, its code (template 8) and the image captcha. */
export interface ForgotPassVerifyPhoneParams extends ImageCaptchaAnswer {
  phone: string;
  captcha: string;
}
/** forgotPassVerifyEmail: the e-mail, its code (template 8) and the image captcha. */
export interface ForgotPassVerifyEmailParams extends ImageCaptchaAnswer {
  email: string;
  captcha: string;
}

/** The reset step: the verify step's `resetToken` and the new password twice (plain text, sent encrypted). */
interface ResetParams {
  resetToken: string;
  newPassword: string;
  confirmPassword: string;
}
/** forgotPassResetpasswd parameters. */
export interface ForgotPassResetParams extends ResetParams {
  phone: string;
}
/** forgotPassResetpasswdByEmail parameters. */
export interface ForgotPassResetByEmailParams extends ResetParams {
  email: string;
}

/**
 * Session calls: init data (public key), image captcha, verification codes, the ways in and the
 * forgotten password. Source: part1 §5, §7; payloads in docs/identity-ways-in.md. The public key
 * is fetched once per client and cached. The client does not keep a token a sign-in returns:
 * pass it back in via `ClientOptions.token` (and `roleCodeOf(session)` as `roleCode`).
 */
export class Session extends APIResource {
  private publicKeyPromise: Promise<string> | undefined;

  /**
   * `session.getInitData`: `{ publicKey (PEM), languages, serverTime (wire, UTC) }`. Also
   * refreshes the cached public key. Throws ApiError, ConnectionError, TimeoutError.
   */
  async initData(options?: CallOptions): Promise<InitData> {
    const data = await this.transport.call(E.getInitData, {}, options);
    this.publicKeyPromise = Promise.resolve(data.publicKey);
    return data;
  }

  /** The RSA public key (PEM) for field encryption, fetched with `initData` on first use. */
  publicKey(options?: CallOptions): Promise<string> {
    if (!this.publicKeyPromise) {
      const p = this.initData(options).then((d) => d.publicKey);
      // A failed fetch must not poison the cache: the next call tries again.
      this.publicKeyPromise = p.catch((e: unknown) => {
        this.publicKeyPromise = undefined;
        throw e;
      });
    }
    return this.publicKeyPromise;
  }

  /**
   * `session.logout` (the project's call, not in the spec: docs/api-paths.md): ends the session
   * of the client's token on the server; every later call with that token throws SessionError.
   * Throws SessionError when the token had already ended or expired, ConnectionError,
   * TimeoutError.
   */
  async logout(options?: CallOptions): Promise<void> {
    await this.transport.call(E.logout, {}, options);
  }

  /** `session.imgValidate`: a new image captcha `{ uuid, img }`, `img` an SVG data URL. */
  captcha(options?: CallOptions): Promise<ImageCaptcha> {
    return this.transport.call(E.imgValidate, {}, options);
  }

  /**
   * `session.loginByUsername`: encrypts `password` with the public key (RSA PKCS#1 v1.5,
   * 117-byte blocks, base64) and signs in. Returns SessionData (token, menuCodes,
   * permissions, `expiresIn` in ms). The client does not keep the token: pass it back in
   * via `ClientOptions.token` (and `roleCodeOf(session)` as `roleCode`). Throws ApiError
   * (e.g. wrong captcha or password), ConnectionError, TimeoutError. Source: part1 §5, §7.
   */
  async loginByUsername(params: LoginByUsernameParams, options?: CallOptions): Promise<SessionData> {
    const key = await this.publicKey(options);
    const password = await encryptField(key, params.password);
    return this.transport.call(
      E.loginByUsername,
      { username: params.username.trim(), password, code: params.code.trim(), uuid: params.uuid },
      options,
    );
  }

  /**
   * `security.sms`: send a verification code by SMS or e-mail. Answers `{ resendIn, expiresIn }`
   * in ms (60 000 and 1 800 000). Throws TooFrequentError (460) within 60 s of the last code to
   * the same recipient and template (its message says how long to wait, `data.resendIn` in ms),
   * ApiError 400 when the recipient does not fit the template (e.g. registering a phone already
   * registered), ConnectionError, TimeoutError. Source: part2 §7, part1 §9.
   */
  sendCode(params: SendCodeParams, options?: CallOptions): Promise<SmsResult> {
    return this.transport.call(
      securityEndpoints.sms,
      {
        phone: params.to.trim(),
        template: params.template,
        target: params.channel === "email" ? CODE_TARGET.email : CODE_TARGET.phone,
        type: params.own ? CODE_TYPE.signedIn : CODE_TYPE.anonymous,
      },
      options,
    );
  }

  /**
   * `session.loginByPhone`: sign in with a phone, the SMS code sent to it and the image
   * captcha. Returns SessionData. Throws ApiError (wrong captcha or code, unknown phone,
   * disabled user), ConnectionError, TimeoutError. Source: part1 §7.
   */
  loginByPhone(params: LoginByPhoneParams, options?: CallOptions): Promise<SessionData> {
    const { phone, captcha, code, uuid } = params;
    return this.transport.call(
      E.loginByPhone,
      { phone: phone.trim(), captcha: captcha.trim(), code: code.trim(), uuid },
      options,
    );
  }

  /**
   * `session.smsNoLogin`: sign in with a phone and its SMS code only (no password, no image
   * captcha). Returns SessionData. Throws ApiError (wrong or expired code, unknown phone),
   * ConnectionError, TimeoutError. Source: part1 §7.
   */
  smsNoLogin(params: SmsNoLoginParams, options?: CallOptions): Promise<SessionData> {
    return this.transport.call(
      E.smsNoLogin,
      { phone: params.phone.trim(), captcha: params.captcha.trim() },
      options,
    );
  }

  /**
   * `session.phoneRegister`: register a new customer (not certified) and its main account by
   * phone; both passwords are sent RSA-encrypted. Returns `{ user_name, customerNo, customerId }`;
   * sign in next. Throws ApiError (username or phone taken, wrong code or captcha, weak
   * password, passwords differ), ConnectionError, TimeoutError. Source: part1 §5, §7.
   */
  async phoneRegister(params: PhoneRegisterParams, options?: CallOptions): Promise<RegisterResult> {
    return this.transport.call(
      E.phoneRegister,
      { ...(await this.registration(params, options)), phone: params.phone.trim() },
      options,
    );
  }

  /** `session.emailRegister`: as {@link Session.phoneRegister}, with an e-mail address and its e-mailed code. */
  async emailRegister(params: EmailRegisterParams, options?: CallOptions): Promise<RegisterResult> {
    return this.transport.call(
      E.emailRegister,
      { ...(await this.registration(params, options)), email: params.email.trim() },
      options,
    );
  }

  /**
   * `session.forgotPassVerifyPhone`: prove the phone with its code (template 8) and the image
   * captcha. Returns `{ resetToken, expiresIn (ms), user_name }`; the token is single use and
   * is what {@link Session.forgotPassResetpasswd} needs. Throws ApiError, ConnectionError,
   * TimeoutError. Source: part1 §7.
   */
  forgotPassVerifyPhone(
    params: ForgotPassVerifyPhoneParams,
    options?: CallOptions,
  ): Promise<ForgotPassVerifyResult> {
    const { phone, captcha, code, uuid } = params;
    return this.transport.call(
      E.forgotPassVerifyPhone,
      { phone: phone.trim(), captcha: captcha.trim(), code: code.trim(), uuid },
      options,
    );
  }

  /** `session.forgotPassVerifyEmail`: as {@link Session.forgotPassVerifyPhone}, by e-mail. */
  forgotPassVerifyEmail(
    params: ForgotPassVerifyEmailParams,
    options?: CallOptions,
  ): Promise<ForgotPassVerifyResult> {
    const { email, captcha, code, uuid } = params;
    return this.transport.call(
      E.forgotPassVerifyEmail,
      { email: email.trim(), captcha: captcha.trim(), code: code.trim(), uuid },
      options,
    );
  }

  /**
   * `session.forgotPassResetpasswd`: set a new password with the verify step's `resetToken`
   * (spent by the call, even when it fails on the password); both passwords sent encrypted.
   * Throws ApiError (token unknown, used or expired; weak password; passwords differ),
   * ConnectionError, TimeoutError. Source: part1 §7.
   */
  async forgotPassResetpasswd(params: ForgotPassResetParams, options?: CallOptions): Promise<void> {
    await this.transport.call(
      E.forgotPassResetpasswd,
      { ...(await this.resetFields(params, options)), phone: params.phone.trim() },
      options,
    );
  }

  /** `session.forgotPassResetpasswdByEmail`: as {@link Session.forgotPassResetpasswd}, by e-mail. */
  async forgotPassResetpasswdByEmail(
    params: ForgotPassResetByEmailParams,
    options?: CallOptions,
  ): Promise<void> {
    await this.transport.call(
      E.forgotPassResetpasswdByEmail,
      { ...(await this.resetFields(params, options)), email: params.email.trim() },
      options,
    );
  }

  private async registration(p: RegisterParams, options?: CallOptions) {
    const key = await this.publicKey(options);
    return {
      username: p.username.trim(),
      captcha: p.captcha.trim(),
      password: await encryptField(key, p.password),
      confirmPassword: await encryptField(key, p.confirmPassword),
      code: p.code.trim(),
      uuid: p.uuid,
    };
  }

  private async resetFields(p: ResetParams, options?: CallOptions) {
    const key = await this.publicKey(options);
    return {
      resetToken: p.resetToken,
      newPassword: await encryptField(key, p.newPassword),
      confirmPassword: await encryptField(key, p.confirmPassword),
    };
  }

  /** Forget the cached public key (e.g. after the server rotated it). */
  clearPublicKey(): void {
    this.publicKeyPromise = undefined;
  }
}
