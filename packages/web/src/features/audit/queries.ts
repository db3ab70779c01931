// The audit trail's reads (a project addition; docs/audit.md): query options of the filtered,
// paged list and of one batch entry's rows, on the feature's SDK resource.
import type { AuditListRequest } from "@fixcloud/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { audit } from "./api";

/** Query keys of the audit trail. */
export const auditKeys = {
  all: ["audit"] as const,
  list: (filter: AuditListRequest, page: number, size: number) =>
    [...auditKeys.all, "list", filter, page, size] as const,
  entry: (id: number | string, page: number, size: number) =>
    [...auditKeys.all, "entry", id, page, size] as const,
};

/** One page of entries matching `filter`, newest first; the previous page stays shown while it loads. */
export const auditListQuery = (filter: AuditListRequest, page: number, size: number) =>
  queryOptions({
    queryKey: auditKeys.list(filter, page, size),
    queryFn: ({ signal }) => audit.list({ ...filter, pageNo: page, pageSize: size }, { signal }),
    placeholderData: keepPreviousData,
  });

/** One page of a batch entry's rows. */
export const auditEntryQuery = (id: Parameters<typeof audit.entry>[0]["id"], page: number, size: number) =>
  queryOptions({
    queryKey: auditKeys.entry(id, page, size),
    queryFn: ({ signal }) => audit.entry({ id, pageNo: page, pageSize: size }, { signal }),
    placeholderData: keepPreviousData,
  });
