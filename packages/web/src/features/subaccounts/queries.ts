// Sub-accounts (part2 §2, §7): key factory and query options of the list, one sub-account's
// details and the role options, shared by the route loader, the page and the dialogs.
import type { SubAccountListParams } from "@fixcloud/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { subAccounts } from "./api";
import { roleOptions } from "./roles";

/** Query keys of the sub-accounts. */
export const subAccountKeys = {
  all: ["subaccounts"] as const,
  list: (params: SubAccountListParams) => [...subAccountKeys.all, "list", params] as const,
  detail: (userId: string) => [...subAccountKeys.all, "detail", userId] as const,
  roles: () => [...subAccountKeys.all, "roleOptions"] as const,
};

/** One page of sub-accounts. */
export const subAccountListQuery = (params: SubAccountListParams) =>
  queryOptions({
    queryKey: subAccountKeys.list(params),
    queryFn: ({ signal }) => subAccounts.list(params, { signal }),
    placeholderData: keepPreviousData,
  });

/** One sub-account with its roles (detail, edit and role dialogs). */
export const subAccountDetailQuery = (userId: string) =>
  queryOptions({
    queryKey: subAccountKeys.detail(userId),
    queryFn: ({ signal }) => subAccounts.retrieve(userId, { signal }),
  });

/** The customer's roles, for the role-assignment dialog. */
export const roleOptionsQuery = () =>
  queryOptions({ queryKey: subAccountKeys.roles(), queryFn: ({ signal }) => roleOptions({ signal }) });
