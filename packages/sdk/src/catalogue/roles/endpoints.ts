// Role calls and the menu tree (part2 §2, §7). Catalogued; shapes are modelled with the role screen.
import { AnyRequest as Any, UnknownResponse as Unknown } from "../shared/common.js";
import { defineArea, read, write } from "../shared/endpoint.js";

const idem = { idempotent: true } as const;

/** The roles area's calls. Source: part2 §7. */
export const rolesEndpoints = defineArea(
  "roles",
  { base: "/authcenter/console/role/manager", source: "part2 §7" },
  {
    addRole: write(Any, Unknown),
    list: read(Any, Unknown),
    updateStatus: write(Any, Unknown, idem),
    deleteRole: write(Any, Unknown),
    details: read(Any, Unknown),
    updateRole: write(Any, Unknown, idem),
    allocateUser: write(Any, Unknown, idem),
    menuList: read(Any, Unknown, { base: "/authcenter/console/menu/manager", call: "list" }),
  },
);
