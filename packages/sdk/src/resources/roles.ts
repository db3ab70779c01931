// Roles and the menu-permission tree (part2 §2 role page, §5 role form, §7 "Roles"): every call
// of /authcenter/console/role/manager and menu/manager/list, with the toggle and the
// menuCodeList decisions of catalogue/roles/decisions.ts, and the sub-accounts a role can be
// given (subAccountList with an empty body, part2 §7).
import type { CallOptions } from "../core/transport.js";
import { nextRoleStatus, roleUpdatePayload, type RoleEdit } from "../catalogue/roles/decisions.js";
import { rolesEndpoints as E } from "../catalogue/roles/endpoints.js";
import type {
  AddRoleRequest,
  MenuNodeShape,
  Role,
  RoleDetails,
  RoleListRequest,
  RoleStatus,
} from "../catalogue/roles/schemas.js";
import { subaccountsEndpoints } from "../catalogue/subaccounts/endpoints.js";
import { APIResource } from "./resource.js";

/** Parameters of {@link Roles.create}: roleName (trimmed, 1-50) and remarks (at most 50). */
export type RoleCreateParams = AddRoleRequest;
/** Parameters of {@link Roles.list}: roleName, roleStatus, pageNum, pageSize, userFlag (all optional). */
export type RoleListParams = RoleListRequest;

/** A sub-account a role may be given (part2 §2 assign-accounts dialog: username and full name). */
export interface AssignableUser {
  userId: string;
  userName: string;
  fullName: string;
}

/** The page size the role page asks for: every role in one page (part2 §9). */
export const ROLE_PAGE_SIZE = 1000;

/**
 * Roles (part2 §7). Every method throws ApiError subclasses by code (NotCertifiedError for 405
 * on create, NotFoundError for an unknown role, ForbiddenError), ConnectionError, TimeoutError.
 */
export class Roles extends APIResource {
  /**
   * `roles.list`: the roles of the customer as an array. With no params, every role (the
   * options of the sub-account role dialog); the role page sends roleName, roleStatus and
   * `userFlag: true` (each role then carries its usernameList), see {@link Roles.search}.
   */
  list(params: RoleListParams = {}, options?: CallOptions): Promise<Role[]> {
    return this.transport.call(E.list, params, options);
  }

  /**
   * The role page's search (part2 §2, §7): roleName and roleStatus ("0" enabled, "1" disabled,
   * empty all), pageNum 1, pageSize 1000, userFlag true.
   */
  search(
    filter: { roleName?: string | null; roleStatus?: RoleStatus | `${RoleStatus}` | "" | null } = {},
    options?: CallOptions,
  ): Promise<Role[]> {
    return this.list(
      {
        roleName: filter.roleName,
        roleStatus: filter.roleStatus === "" ? null : filter.roleStatus,
        pageNum: 1,
        pageSize: ROLE_PAGE_SIZE,
        userFlag: true,
      },
      options,
    );
  }

  /** `roles.addRole`: a new enabled role with no menu. 405 (NotCertifiedError) when the customer is not certified. */
  create(params: RoleCreateParams, options?: CallOptions): Promise<Role> {
    return this.transport.call(E.addRole, params, options);
  }

  /** `roles.details`: the role with its menuCodeList (menu and permission codes, tree order). */
  retrieve(roleCode: string, options?: CallOptions): Promise<RoleDetails> {
    return this.transport.call(E.details, { roleCode }, options);
  }

  /**
   * `roles.updateRole`: name, remarks and menu codes of `role`; the selection is sent by
   * `roleUpdatePayload` (empty → ["0"]). Check the role form (`formErrors(roleForm, …)`) and `rules.roles.menuCodes` first: the server
   * answers 400 naming the L-code of a bad name.
   */
  update(role: { id: string; roleCode: string }, edit: RoleEdit, options?: CallOptions): Promise<void> {
    return this.transport.call(E.updateRole, roleUpdatePayload(role, edit), options).then(() => undefined);
  }

  /** `roles.updateStatus`: set roleStatus (0 enabled, 1 disabled) of the role with `id`. */
  setStatus(roleId: string, roleStatus: RoleStatus, options?: CallOptions): Promise<void> {
    return this.transport.call(E.updateStatus, { roleId, roleStatus }, options).then(() => undefined);
  }

  /** The toggle of the role page (part2 §4): 0 → 1, 1 → 0. Resolves to the status it set. */
  async toggle(role: { id: string; roleStatus: RoleStatus }, options?: CallOptions): Promise<RoleStatus> {
    const next = nextRoleStatus(role.roleStatus);
    await this.setStatus(role.id, next, options);
    return next;
  }

  /** `roles.deleteRole`: the role is removed and its users lose it. */
  delete(roleCode: string, options?: CallOptions): Promise<void> {
    return this.transport.call(E.deleteRole, { roleCode }, options).then(() => undefined);
  }

  /** `roles.allocateUser`: the role's users become exactly `userIds` (sub-account ids). */
  assign(roleCode: string, userIds: readonly string[], options?: CallOptions): Promise<void> {
    return this.transport
      .call(E.allocateUser, { roleCode, userIdList: [...userIds] }, options)
      .then(() => undefined);
  }

  /** `roles.menuList` with `menuName: null`: the whole menu tree, names in the client's language. */
  menus(options?: CallOptions): Promise<MenuNodeShape[]> {
    return this.transport.call(E.menuList, { menuName: null }, options);
  }

  /** The sub-accounts a role may be given: `subaccounts.subAccountList` with an empty body (part2 §7). */
  async assignableUsers(options?: CallOptions): Promise<AssignableUser[]> {
    const data = await this.transport.call(subaccountsEndpoints.subAccountList, {}, options);
    return data.records.map((r) => ({
      userId: r.userconsoleUseId,
      userName: r.userName,
      fullName: r.fullName,
    }));
  }
}
