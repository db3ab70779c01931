// `fixcloud roles enable <roleCode>`: the role page's toggle towards enabled (part2 §4,
// roleStatus 1 → 0; §7 updateStatus). A role already enabled is left as it is.
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import { type RoleStatusOptions, setStatus, statusVerb } from "./shared.js";

export const command = statusVerb(
  "enable",
  h("Enable a role: its users may act in it again.", "启用角色：其用户可再次使用该角色。"),
  () => import("./enable.js"),
);

export { parseRoleOnly as parseOptions } from "./shared.js";

export function run(ctx: Context, opts: RoleStatusOptions): Promise<void> {
  return setStatus(ctx, opts.roleCode, 0);
}
