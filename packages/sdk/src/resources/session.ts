// Session calls (part1 §3-§8): init data with the public key, the image captcha and sign-in by
// username with the password RSA-encrypted. Sign-in by phone or SMS, password reset and
// registration are catalogued and reached through `client.call` until they are modelled.
import { encryptField } from "../core/crypto.js";
import type { CallOptions } from "../core/transport.js";
import { sessionEndpoints as E } from "../catalogue/session/endpoints.js";
import type { ImageCaptcha, InitData, SessionData } from "../catalogue/session/schemas.js";
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

/**
 * Session calls: init data (public key), image captcha and sign-in. Source: part1 §7. The
 * public key is fetched once per client and cached.
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

  /** Forget the cached public key (e.g. after the server rotated it). */
  clearPublicKey(): void {
    this.publicKeyPromise = undefined;
  }
}
