// Security centre calls (part2 §2, §7): the user info, code sending (`security.sms`), the
// security data of the three cards, and the phone, e-mail, password and username changes. Every
// security-setting body is the JSON payload RSA-encrypted into one `data` field (part2 §7); this
// class seals it, so callers pass plain payloads.
import { encryptField } from "../core/crypto.js";
import type { CallOptions } from "../core/transport.js";
import type { z } from "zod";
import type { EndpointDef } from "../catalogue/shared/endpoint.js";
import { securityEndpoints as E } from "../catalogue/security/endpoints.js";
import type {
  EncryptedBody as EncryptedBodySchema,
  SmsRequest as SmsRequestSchema,
} from "../catalogue/security/schemas.js";
import type {
  BindingEmailPayload,
  BindingPhonePayload,
  BindingVerifyPayload,
  EncryptedBody,
  PasswordUpdated,
  SecurityData,
  SmsResult,
  UpdatePasswordPayload,
  UserBaseInfo,
  UserNameCheck,
  Verification,
} from "../catalogue/security/schemas.js";
import type { Transport } from "../core/transport.js";
import { APIResource } from "./resource.js";
import { Session } from "./session.js";

/** Where the RSA public key (PEM) for sealed bodies comes from: a {@link Session} resource. */
export interface PublicKeySource {
  publicKey(options?: CallOptions): Promise<string>;
}

/**
 * Seal `payload` for a security-setting call: JSON, RSA-encrypted with `keys`' public key in
 * 117-byte blocks, base64, as `{ data }`. Throws like `publicKey` (ApiError, ConnectionError).
 */
export async function sealPayload(
  keys: PublicKeySource,
  payload: object,
  options?: CallOptions,
): Promise<EncryptedBody> {
  return { data: await encryptField(await keys.publicKey(options), JSON.stringify(payload)) };
}

/**
 * The security centre (part2 §2 "Security centre", §7). Flows: `sms` a code to the current
 * phone or e-mail (`ownCodeRequest(verifyTemplate("rebind"), …)`, template 9) → `verify` it →
 * `sms` a code to the new value (`newAddressCodeRequest`, 10/12) → `bindPhone`/`bindEmail`; or
 * `sms` (template 13) → `updatePassword`, which ends every session of the user (the caller
 * signs in again). Errors: ApiError with the server's message (wrong or
 * expired code, taken username or phone), TooFrequentError (460: a code to that address within
 * 60 s), SessionError, ConnectionError, TimeoutError.
 */
export class Security extends APIResource {
  private readonly keys: PublicKeySource;

  /** `keys` defaults to a {@link Session} on the same transport (fetches the init data once). */
  constructor(transport: Transport, keys?: PublicKeySource) {
    super(transport);
    this.keys = keys ?? new Session(transport);
  }

  /** Send `payload` sealed into `{ data }` as the body of the security-setting call `def`. */
  private async sealed<R extends z.ZodType>(
    def: EndpointDef<typeof EncryptedBodySchema, R>,
    payload: object,
    options?: CallOptions,
  ): Promise<z.output<R>> {
    return this.transport.call(def, await sealPayload(this.keys, payload, options), options);
  }

  /**
   * `security.getUserBaseInfo`: the signed-in user (part2 §3 "User info": userType, realName,
   * phone, email, userName, country, application area and scene) and the roles it may act in.
   */
  userInfo(options?: CallOptions): Promise<UserBaseInfo> {
    return this.transport.call(E.getUserBaseInfo, {}, options);
  }

  /**
   * `security.sms`: send a verification code (SMS or e-mail by `target`, purpose by template, see
   * `SMS_TEMPLATES`, `ownCodeRequest`, `newAddressCodeRequest`). Answers the resend and validity
   * times in ms. Throws TooFrequentError within 60 s of the previous code to the same address
   * and template, ApiError 400 when the address does not fit the template.
   */
  sms(params: z.input<typeof SmsRequestSchema>, options?: CallOptions): Promise<SmsResult> {
    return this.transport.call(E.sms, params, options);
  }

  /** `security.getSecurityData`: the three cards' data, phone and e-mail masked. */
  securityData(options?: CallOptions): Promise<SecurityData> {
    return this.transport.call(E.getSecurityData, {}, options);
  }

  /**
   * `security.bindingPhoneVerifyPhoneOrEmail`: step 1, prove the current phone (`target` 1) or
   * e-mail (2) with its code; answers the `verifyTarget` that bindPhone/bindEmail need.
   */
  verify(params: BindingVerifyPayload, options?: CallOptions): Promise<Verification> {
    return this.sealed(E.bindingPhoneVerifyPhoneOrEmail, params, options);
  }

  /** `security.bindingPhone`: step 2, bind `newPhone` with the code sent to it (template newPhone 10). Answers the new security data. */
  bindPhone(params: BindingPhonePayload, options?: CallOptions): Promise<SecurityData> {
    return this.sealed(E.bindingPhone, params, options);
  }

  /** `security.bindingEmail`: step 2, bind `email` with the code sent to it (template newEmail 12). Answers the new security data. */
  bindEmail(params: BindingEmailPayload, options?: CallOptions): Promise<SecurityData> {
    return this.sealed(E.bindingEmail, params, options);
  }

  /**
   * `security.updatePassword`: set a new password (and optionally a new username) with the code
   * of the current phone or e-mail (template 10 or 12). Every session of the user ends,
   * including the caller's: sign in again with the new password.
   */
  updatePassword(params: UpdatePasswordPayload, options?: CallOptions): Promise<PasswordUpdated> {
    return this.sealed(E.updatePassword, params, options);
  }

  /** `security.checkUserName`: whether `newUsername` is free (nobody else holds it, any case). */
  checkUserName(newUsername: string, options?: CallOptions): Promise<UserNameCheck> {
    return this.sealed(E.checkUserName, { newUsername }, options);
  }
}
