// The audit trail's export (a project addition; docs/audit.md): the filtered entries as the
// sandbox's .xlsx file, saved and named as every console export is.
import type { AuditExportParams } from "@fixcloud/sdk";
import { useMutation } from "@tanstack/react-query";
import { exportSaved } from "../../shared/exports";
import { audit } from "./api";

/** Export every entry matching the list's filters as .xlsx (at most 10,000; more is refused). */
export function useExportAudit() {
  return useMutation({
    mutationFn: (params: AuditExportParams) => audit.export(params),
    onSuccess: exportSaved,
  });
}
