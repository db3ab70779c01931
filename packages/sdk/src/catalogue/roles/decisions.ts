// The role decisions every app shares (part2 §4-5, §7): which roleStatus the
// toggle sends, how a role's menuCodeList goes on the wire (empty → ["0"]) and how it splits
// into the menu codes that gate screens and the permission codes that gate buttons. The
// console, the CLI and the sandbox call these instead of deciding themselves.
import { ALL_MENU_CODES } from "../shared/menus.js";
import { ALL_PERMISSIONS } from "../shared/permissions.js";
import { inTreeOrder as orderedCodes } from "./menuTree.js";
import { NO_MENU } from "./rules.js";
import type { RoleStatus } from "./schemas.js";

/** The roleStatus the toggle sets: 0 (enabled) ↔ 1 (disabled) (part2 §4). */
export function nextRoleStatus(current: RoleStatus | `${RoleStatus}`): RoleStatus {
  return Number(current) === 0 ? 1 : 0;
}

/**
 * Whether a role may be given to a sub-account (part2 §4: roleStatus 0 enabled, 1 disabled): a
 * disabled role grants nothing, so it cannot be newly assigned (docs/identity-roles.md).
 */
export function isAssignableRole(role: { roleStatus: RoleStatus | `${RoleStatus}` }): boolean {
  return Number(role.roleStatus) === 0;
}

/**
 * The codes of a role assignment that are refused (part2 §2 role assignment): disabled roles the
 * sub-account does not already hold. A disabled role it holds may stay or be removed, so saving
 * another change never forces it off. `statusOf` answers a code's roleStatus (undefined for an
 * unknown code, which the caller refuses on its own).
 */
export function unassignableRoleCodes(
  next: readonly string[],
  held: readonly string[],
  statusOf: (roleCode: string) => RoleStatus | `${RoleStatus}` | undefined,
): string[] {
  const had = new Set(held);
  return [...new Set(next)].filter((code) => {
    if (had.has(code)) return false;
    const status = statusOf(code);
    return status !== undefined && !isAssignableRole({ roleStatus: status });
  });
}

/**
 * The confirmation shown before the toggle (part2 §8): L000516 when it enables, L000517 when
 * it disables.
 */
export function roleToggleConfirmation(current: RoleStatus | `${RoleStatus}`): "L000516" | "L000517" {
  return nextRoleStatus(current) === 0 ? "L000516" : "L000517";
}

/**
 * The menuCodeList of a role as sent (part2 §5): the selected codes without duplicates or the
 * "0" placeholder, in tree order; an empty selection is sent as `["0"]`. The console's form
 * refuses an empty one first (L000077, `roles.menuCodeList`).
 */
export function menuCodeListPayload(selected: readonly string[]): string[] {
  const codes = orderedCodes(selected.filter((c) => c !== NO_MENU));
  return codes.length ? codes : [NO_MENU];
}

/** A role's codes as the tree holds them: "0" (no menu) read back as an empty selection. */
export function selectedCodes(menuCodeList: readonly string[] | null | undefined): string[] {
  return orderedCodes((menuCodeList ?? []).filter((c) => c !== NO_MENU));
}

/** What a role grants, split by kind (docs/identity-roles.md). */
export interface RoleGrants {
  /** Codes of the route table: they gate the menu and the routes (roles.menu_codes). */
  menuCodes: string[];
  /** Button codes: they gate the actions (roles.permissions). */
  permissions: string[];
  /** Codes of neither kind (the sandbox refuses them). */
  unknown: string[];
}

const MENU = new Set(ALL_MENU_CODES);
const PERMISSION = new Set(ALL_PERMISSIONS);

/**
 * Split a menuCodeList into its menu and permission codes (a role's permission codes
 * are the permission leaves of the menu tree it holds). A code of both kinds (PZGJ_KGS572 is
 * the fault tool's menu and its button code) counts as both; "0" is none.
 */
export function splitMenuCodeList(menuCodeList: readonly string[]): RoleGrants {
  const codes = selectedCodes(menuCodeList);
  return {
    menuCodes: codes.filter((c) => MENU.has(c)),
    permissions: codes.filter((c) => PERMISSION.has(c)),
    unknown: codes.filter((c) => !MENU.has(c) && !PERMISSION.has(c)),
  };
}

/** The menuCodeList of a role's stored menu and permission codes, in tree order (details answer). */
export function joinMenuCodeList(menuCodes: readonly string[], permissions: readonly string[]): string[] {
  return orderedCodes([...menuCodes, ...permissions]);
}

/** The form a role is edited with (part2 §2 detail/edit dialog). */
export interface RoleEdit {
  roleName: string;
  /** New remarks; absent keeps them (part2 §7's updateRole carries no remarks). */
  remarks?: string | null | undefined;
  /** The ticked codes of the tree. */
  selected: readonly string[];
}

/**
 * The updateRole body (part2 §7: id, roleCode, roleName, menuCodeList) of a role and its edit:
 * trimmed texts, menuCodeList as sent; remarks only when the edit sets them (null clears).
 */
export function roleUpdatePayload(
  role: { id: string; roleCode: string },
  edit: RoleEdit,
): { id: string; roleCode: string; roleName: string; remarks?: string; menuCodeList: string[] } {
  const body = {
    id: role.id,
    roleCode: role.roleCode,
    roleName: edit.roleName.trim(),
    menuCodeList: menuCodeListPayload(edit.selected),
  };
  return edit.remarks === undefined ? body : { ...body, remarks: (edit.remarks ?? "").trim() };
}
