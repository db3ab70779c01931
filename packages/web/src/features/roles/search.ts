// URL state of the role page (part2 §2): the role name search (trimmed, at most 100) and the
// status filter (enabled "0", disabled "1", or all). The page opens on enabled roles and Reset
// returns to them, so "all" is written in the URL (`roleStatus=all`) and absence means "0".
import { LIMITS } from "@fixcloud/sdk";
import { param, readText, searchSchema } from "../../shared/list/search";

/** The status filter's choices: all, enabled ("0"), disabled ("1"). */
export const ROLE_STATUS_CHOICES = ["all", "0", "1"] as const;
/** A status filter choice. */
export type RoleStatusChoice = (typeof ROLE_STATUS_CHOICES)[number];
/** The filter the page opens with and Reset returns to (part2 §2). */
export const DEFAULT_ROLE_STATUS: RoleStatusChoice = "0";

/** The validated URL state of /roleMng. */
export interface RoleSearch {
  roleName?: string;
  roleStatus?: RoleStatusChoice;
}

/** The URL schema of /roleMng. */
export const roleSearch = searchSchema<RoleSearch>({
  roleName: param((v) => readText(v, LIMITS.searchMax)),
  roleStatus: param((v) => ROLE_STATUS_CHOICES.find((c) => c === String(v))),
});

/** The list filter of a URL state: the name, and the status ("" for all, "0" when absent). */
export function roleFilter(search: RoleSearch): { roleName: string | null; roleStatus: "" | "0" | "1" } {
  const status = search.roleStatus ?? DEFAULT_ROLE_STATUS;
  return { roleName: search.roleName ?? null, roleStatus: status === "all" ? "" : status };
}
