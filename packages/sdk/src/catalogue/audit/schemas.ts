// Schemas of the audit trail (a project addition to the spec's API under {customer}/audit; see
// docs/audit.md): the list of entries with its filters and one entry with the rows of its batch.
import { z } from "zod";
import { integer, optionalFilter, textFilter, WireTime } from "../shared/common.js";
import { LIMITS } from "../shared/limits.js";
import { AUDIT_CLIENT_KINDS, AUDIT_ROWS_PAGE_MAX } from "./limits.js";

export * from "./limits.js";

/** Where a change came from: the console, the CLI, another SDK program, an API token or unknown. */
export const AuditClientKind = z.enum(AUDIT_CLIENT_KINDS);
/** Parsed shape of {@link AuditClientKind}. */
export type AuditClientKind = z.infer<typeof AuditClientKind>;

/** One field an entry changed: its name (`remark`, `password`…), the value before and after (`***` for a secret). */
export const AuditChange = z.object({
  field: z.string(),
  from: z.unknown(),
  to: z.unknown(),
});
/** Parsed shape of {@link AuditChange}. */
export type AuditChange = z.infer<typeof AuditChange>;

/**
 * One audit entry: when (wire time, UTC), who (user id and name, the role a sub-user acted in,
 * null for the main account), from where (client address, client kind), which call and action,
 * what (entity and id: `service_account` 123, `role` SUB_ADMIN, `batch` B…), and the fields it
 * changed. A batch entry has `count` (accounts named) and its rows behind `auditEntry`.
 */
export const AuditEntry = z.object({
  id: z.number().int(),
  time: WireTime,
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  roleCode: z.string().nullable(),
  clientIp: z.string().nullable(),
  clientKind: AuditClientKind.nullable(),
  call: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  batchId: z.string().nullable(),
  count: z.number().int().nullable(),
  changes: z.array(AuditChange),
});
/** Parsed shape of {@link AuditEntry}. */
export type AuditEntry = z.infer<typeof AuditEntry>;

/**
 * auditList body: every given filter must match. `username` the user who made the change,
 * `action` its action (e.g. `remark`), `entity` + `entityId` its target, `since`/`until` the
 * time window (wire times, UTC, `until` exclusive); newest first, `pageSize` at most 100.
 */
export const AuditListRequest = z.object({
  username: textFilter(LIMITS.searchMax),
  action: textFilter(64),
  entity: textFilter(32),
  entityId: textFilter(LIMITS.searchMax),
  since: optionalFilter(WireTime),
  until: optionalFilter(WireTime),
  pageNo: integer(1, 1_000_000).optional().default(1),
  pageSize: integer(1, 100).optional().default(20),
});
/** What a caller passes for {@link AuditListRequest}. */
export type AuditListRequest = z.input<typeof AuditListRequest>;

/**
 * auditExport body: the list's filters without the page (the same entries, newest first, as
 * one .xlsx file of at most MAX_EXPORT_ROWS rows; more is refused with L000681).
 */
export const AuditExportRequest = AuditListRequest.omit({ pageNo: true, pageSize: true });
/** What a caller passes for {@link AuditExportRequest}. */
export type AuditExportRequest = z.input<typeof AuditExportRequest>;

/**
 * auditList answer: one page of entries, newest first, and how many match, counted up to
 * AUDIT_COUNT_CAP (`totalCapped` true: at least that many).
 */
export const AuditPage = z.object({
  total: z.number().int().nonnegative(),
  totalCapped: z.boolean(),
  list: z.array(AuditEntry),
});
/** Parsed shape of {@link AuditPage}. */
export type AuditPage = z.infer<typeof AuditPage>;

/** auditEntry body: the entry's id and, for a batch, one page of its rows (size at most {@link AUDIT_ROWS_PAGE_MAX}). */
export const AuditEntryRequest = z.object({
  id: integer(1, Number.MAX_SAFE_INTEGER),
  pageNo: integer(1, 1_000_000).optional().default(1),
  pageSize: integer(1, AUDIT_ROWS_PAGE_MAX).optional().default(100),
});
/** What a caller passes for {@link AuditEntryRequest}. */
export type AuditEntryRequest = z.input<typeof AuditEntryRequest>;

/** auditEntry answer: the entry and, for a batch, its rows (one per changed account) with their total. */
export const AuditEntryDetail = z.object({
  entry: AuditEntry,
  rows: z.object({ total: z.number().int().nonnegative(), list: z.array(AuditEntry) }),
});
/** Parsed shape of {@link AuditEntryDetail}. */
export type AuditEntryDetail = z.infer<typeof AuditEntryDetail>;
