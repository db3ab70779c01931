// The audit trail of the signed-in customer (an addition to the spec's API under
// {customer}/audit; docs/audit.md): who changed what, when, from where, with the old and new
// value of each field, and the rows of a batch entry.
import { auditEndpoints as E } from "../catalogue/audit/endpoints.js";
import type {
  AuditEntryDetail,
  AuditEntryRequest,
  AuditExportRequest,
  AuditListRequest,
  AuditPage,
} from "../catalogue/audit/schemas.js";
import type { CallOptions, DownloadedFile } from "../core/transport.js";
import { APIResource } from "./resource.js";

/** Parameters of {@link Audit.list}: optional filters (user, action, target, time window) and the page. */
export type AuditListParams = AuditListRequest;

/** Parameters of {@link Audit.entry}: the entry's id and the page of its batch rows. */
export type AuditEntryParams = AuditEntryRequest;

/** Parameters of {@link Audit.export}: the list's filters, without the page. */
export type AuditExportParams = AuditExportRequest;

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

  /**
   * `audit.auditExport`: every entry matching the filters (the list's, newest first) as one .xlsx
   * file in the request's language and time zone: time, user, role, client, client address,
   * action, target, batch size (a batch is one row) and the changes as "field: old → new".
   * @throws ApiError (code 400, the L000681 message) when more than 10,000 entries match: narrow
   * the filters; ForbiddenError without the audit screen.
   */
  export(params: AuditExportParams = {}, options?: CallOptions): Promise<DownloadedFile> {
    return this.transport.download(E.auditExport, params, options);
  }
}
