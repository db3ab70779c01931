// Roles (part2 §2, §7): key factory and query options of the role page's list, a role's
// details, the menu tree (per language: its names are the server's) and the sub-accounts a
// role may be given; shared by the route loader, the page and its dialogs.
import type { Language } from "@fixcloud/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { roles } from "./api";
import { type RoleSearch, roleFilter } from "./search";

/** Query keys of the roles. */
export const roleKeys = {
  all: ["roles"] as const,
  list: (search: RoleSearch) => [...roleKeys.all, "list", roleFilter(search)] as const,
  detail: (roleCode: string) => [...roleKeys.all, "detail", roleCode] as const,
  menus: (language: Language) => ["menuTree", language] as const,
  users: () => [...roleKeys.all, "assignableUsers"] as const,
};

/** The role page's list: every matching role with its accounts (one page of 1000). */
export const roleListQuery = (search: RoleSearch) =>
  queryOptions({
    queryKey: roleKeys.list(search),
    queryFn: ({ signal }) => roles.search(roleFilter(search), { signal }),
    placeholderData: keepPreviousData,
  });

/** One role with its menu codes. */
export const roleDetailQuery = (roleCode: string) =>
  queryOptions({
    queryKey: roleKeys.detail(roleCode),
    queryFn: ({ signal }) => roles.retrieve(roleCode, { signal }),
  });

/** The menu-permission tree in `language`; it changes only with a release, so it stays fresh. */
export const menuTreeQuery = (language: Language) =>
  queryOptions({
    queryKey: roleKeys.menus(language),
    queryFn: ({ signal }) => roles.menus({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The sub-accounts a role may be given (subAccountList with an empty body). */
export const assignableUsersQuery = () =>
  queryOptions({
    queryKey: roleKeys.users(),
    queryFn: ({ signal }) => roles.assignableUsers({ signal }),
  });
