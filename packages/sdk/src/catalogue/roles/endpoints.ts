// Role calls and the menu tree (part2 §2, §7 "Roles"): /authcenter/console/role/manager/* and
// /authcenter/console/menu/manager/list, with the bodies and answers of ./schemas.ts.
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
    addRole: write(AddRoleRequest, AddRoleResponse),
    list: read(RoleListRequest, RoleListResponse),
    updateStatus: write(UpdateRoleStatusRequest, NullResponse, idem),
    deleteRole: write(RoleCodeRequest, NullResponse),
    details: read(RoleCodeRequest, RoleDetails),
    updateRole: write(UpdateRoleRequest, NullResponse, idem),
    allocateUser: write(AllocateUserRequest, NullResponse, idem),
    menuList: read(MenuListRequest, MenuListResponse, {
      base: "/authcenter/console/menu/manager",
      call: "list",
    }),
  },
);
