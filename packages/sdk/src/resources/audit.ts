// The audit trail of the signed-in customer (an addition to the spec's API under
// {customer}/audit; docs/audit.md): who changed what, when, from where, with the old and new
// value of each field, and the rows of a batch entry.
import { auditEndpoints as E } from "../catalogue/audit/endpoints.js";
import type {
  AuditEntryDetail,
  AuditEntryRequest,
  AuditListRequest,
  AuditPage,
} from "../catalogue/audit/schemas.js";
import type { CallOptions } from "../core/transport.js";
import { APIResource } from "./resource.js";

/** Parameters of {@link Audit.list}: optional filters (user, action, target, time window) and the page. */
export type AuditListParams = AuditListRequest;

/** Parameters of {@link Audit.entry}: the entry's id and the page of its batch rows. */
export type AuditEntryParams = AuditEntryRequest;

/**
 * The audit trail. Calls throw ApiError: ForbiddenError for a sub-user whose role does not grant
 * the audit screen (AUDIT_MENU), NotFoundError for an entry that is not the customer's, a 400
 * naming the field for a bad filter; ConnectionError, TimeoutError.
 */
export class Audit extends APIResource {
  /** `audit.auditList`: one page of entries, newest first (total counted up to 10,000). */
  list(params: AuditListParams = {}, options?: CallOptions): Promise<AuditPage> {
    return this.transport.call(E.auditList, params, options);
  }

  /** `audit.auditEntry`: one entry and, for a batch entry, one page of its rows. */
  entry(params: AuditEntryParams, options?: CallOptions): Promise<AuditEntryDetail> {
    return this.transport.call(E.auditEntry, params, options);
  }
}
