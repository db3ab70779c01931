// Access credentials (part2 §2 personal centre, §7): the AccessKey table, the SMS code of
// template 11 and the AccessSecret it reveals. The secret is answered, never kept: callers show
// it and forget it (the console clears it after 5 minutes, the CLI prints it once).
import type { CallOptions } from "../core/transport.js";
import { credentialsEndpoints as E } from "../catalogue/credentials/endpoints.js";
import type { AccessCredential, AccessKey } from "../catalogue/credentials/schemas.js";
import { securityEndpoints } from "../catalogue/security/endpoints.js";
import { CODE_TARGET, ownCodeRequest, SMS_TEMPLATES } from "../catalogue/security/codes.js";
import type { SmsResult } from "../catalogue/security/schemas.js";
import { APIResource } from "./resource.js";

/** What {@link Credentials.reveal} sends besides the customer. */
export interface RevealSecretParams {
  /** The 4-character SMS code of template 11 (see {@link Credentials.sendCode}). */
  captcha: string;
  /** The account's phone the code went to (the server checks it is the account's own). */
  phone?: string;
}

/**
 * Access credentials of the signed-in customer. Errors: ApiError with the server's message (a
 * wrong or expired code), TooFrequentError (460, a code within 60 s), ForbiddenError (a role
 * without the base-info menu), SessionError, ConnectionError, TimeoutError.
 */
export class Credentials extends APIResource {
  /** `credentials.getAccessKey`: the customer's AccessKeys (no secrets), oldest first. */
  list(options?: CallOptions): Promise<AccessKey[]> {
    return this.transport.call(E.getAccessKey, this.transport.withCustomerId({}), options);
  }

  /**
   * `security.sms` with template accessSecret (11, `type` 1): send the reveal code to the
   * account's own phone: `phone`, or the user info's when absent (one more call); the server
   * refuses any other number, and an account without a phone. Answers the resend and validity
   * times (ms).
   */
  async sendCode(params: { phone?: string } = {}, options?: CallOptions): Promise<SmsResult> {
    const phone =
      params.phone ?? (await this.transport.call(securityEndpoints.getUserBaseInfo, {}, options)).phone ?? "";
    return this.transport.call(
      securityEndpoints.sms,
      ownCodeRequest(SMS_TEMPLATES.accessSecret, CODE_TARGET.phone, phone),
      options,
    );
  }

  /** `credentials.getAccessSecret`: every key with its secret, for a valid code (spent by the call). */
  reveal(params: RevealSecretParams, options?: CallOptions): Promise<AccessCredential[]> {
    return this.transport.call(E.getAccessSecret, this.transport.withCustomerId({ ...params }), options);
  }
}
