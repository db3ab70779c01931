// Real-name and enterprise certification (part2 §3-§5, §7): the status and latest
// application, the two-level application areas, the code for the form and the submission.
import { certificationEndpoints as E } from "../catalogue/certification/endpoints.js";
import {
  type ApplicationAreaOption,
  CERTIFICATION_TICKET_TYPE,
  type CertificationSubmit,
  type CompanyAuth,
} from "../catalogue/certification/schemas.js";
import type { CallOptions } from "../core/transport.js";
import { APIResource } from "./resource.js";

/** What a customer submits (part2 §3); `ticketType` (4) and `title` are filled in when absent. */
export type CertificationSubmitParams = Omit<CertificationSubmit, "ticketType" | "title"> &
  Partial<Pick<CertificationSubmit, "ticketType" | "title">>;

/** Real-name and enterprise certification (part2 §7). */
export class Certification extends APIResource {
  /**
   * `certification.companyAuth`: the flag (1 authenticated, 2 rejected, 3 not started, 4 under
   * review) and the latest application (`authMsg`, null before the first).
   */
  status(options?: CallOptions): Promise<CompanyAuth> {
    return this.transport.call(E.companyAuth, {}, options);
  }

  /** `certification.queryApplicationArea`: application areas with their scenes (two levels). */
  applicationAreas(options?: CallOptions): Promise<ApplicationAreaOption[]> {
    return this.transport.call(E.queryApplicationArea, {}, options);
  }

  /**
   * `certification.sendAuthCode` (project addition): send the form's 4-character code to
   * `phone`. Throws TooFrequentError (460) within 60 s of the last one, ApiError 400 for a bad phone.
   */
  sendCode(params: { phone: string }, options?: CallOptions): Promise<null> {
    return this.transport.call(E.sendAuthCode, params, options);
  }

  /**
   * `certification.submitCompanyAuth`: submit (or resubmit after a rejection) the application
   * with ticketType 4. Throws ApiError 400 with L000238 and the failing fields' messages for an
   * invalid form or a wrong code, 409 while an application is under review or after approval.
   */
  submit(params: CertificationSubmitParams, options?: CallOptions): Promise<null> {
    return this.transport.call(
      E.submitCompanyAuth,
      { ticketType: CERTIFICATION_TICKET_TYPE, title: params.customerName, ...params },
      options,
    );
  }
}
