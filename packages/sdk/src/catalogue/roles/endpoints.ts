// Role calls and the menu tree (part2 §2, §7 "Roles"): /authcenter/console/role/manager/* and
// /authcenter/console/menu/manager/list, with the bodies and answers of ./schemas.ts.
import { screen } from "../shared/access.js";
import { NullResponse } from "../shared/common.js";
import { defineArea, read, write } from "../shared/endpoint.js";
import {
  AddRoleRequest,
  AddRoleResponse,
  AllocateUserRequest,
  MenuListRequest,
  MenuListResponse,
  RoleCodeRequest,
  RoleDetails,
  RoleListRequest,
  RoleListResponse,
  UpdateRoleRequest,
  UpdateRoleStatusRequest,
} from "./schemas.js";

const idem = { idempotent: true } as const;

/** The roles area's calls. Source: part2 §7. */
export const rolesEndpoints = defineArea(
  "roles",
  { base: "/authcenter/console/role/manager", source: "part2 §7" },
  {
    addRole: write(AddRoleRequest, AddRoleResponse, {
      access: screen("roles"),
      title: { "zh-CN": "新增角色", en: "Add a role" },
    }),
    // The users screen reads it for its options too.
    list: read(RoleListRequest, RoleListResponse, {
      access: screen(["roles", "users"]),
      title: { "zh-CN": "角色列表", en: "Role list" },
    }),
    updateStatus: write(UpdateRoleStatusRequest, NullResponse, {
      ...idem,
      access: screen("roles"),
      title: { "zh-CN": "启用或停用角色", en: "Enable or disable a role" },
    }),
    deleteRole: write(RoleCodeRequest, NullResponse, {
      access: screen("roles"),
      title: { "zh-CN": "删除角色", en: "Delete a role" },
    }),
    details: read(RoleCodeRequest, RoleDetails, {
      access: screen("roles"),
      title: { "zh-CN": "角色详情", en: "Role detail" },
    }),
    updateRole: write(UpdateRoleRequest, NullResponse, {
      ...idem,
      access: screen("roles"),
      title: { "zh-CN": "编辑角色", en: "Edit a role" },
    }),
    allocateUser: write(AllocateUserRequest, NullResponse, {
      ...idem,
      access: screen("roles"),
      title: { "zh-CN": "为角色分配用户", en: "Assign users to a role" },
    }),
    menuList: read(MenuListRequest, MenuListResponse, {
      base: "/authcenter/console/menu/manager",
      call: "list",
      access: screen("roles"),
      title: { "zh-CN": "菜单权限树", en: "Menu permission tree" },
    }),
  },
);
