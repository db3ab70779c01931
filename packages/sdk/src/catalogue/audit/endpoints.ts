// Audit trail calls (a project addition to the spec's API under {customer}/audit; docs/audit.md):
// the entries of the customer's changes with filters and paging, one entry with the rows of
// its batch, and the filtered entries as an .xlsx file. Gated by the audit screen's menu code (AUDIT_MENU): the main account holds it,
// a sub-user only through a role that grants it. Shapes in ./schemas.ts.
import { screen } from "../shared/access.js";
import { defineArea, download, read } from "../shared/endpoint.js";
import {
  AuditEntryDetail,
  AuditEntryRequest,
  AuditExportRequest,
  AuditListRequest,
  AuditPage,
} from "./schemas.js";

const added = (what: string) => ({ added: `audit: ${what}` });

/** The audit area's calls: a project addition, not in the spec. */
export const auditEndpoints = defineArea(
  "audit",
  { service: "customer", base: "/audit", source: "project addition (docs/audit.md)" },
  {
    auditList: read(AuditListRequest, AuditPage, {
      ...added("the customer's changes, newest first"),
      access: screen("audit"),
      title: { "zh-CN": "操作日志", en: "Audit trail" },
    }),
    auditEntry: read(AuditEntryRequest, AuditEntryDetail, {
      ...added("one entry with its batch rows"),
      access: screen("audit"),
      title: { "zh-CN": "操作日志详情", en: "Audit entry" },
    }),
    auditExport: download(AuditExportRequest, {
      ...added("the filtered entries as .xlsx"),
      access: screen("audit"),
      title: { "zh-CN": "导出操作日志", en: "Export the audit trail" },
    }),
  },
);
