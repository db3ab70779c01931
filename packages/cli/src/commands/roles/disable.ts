// `fixcloud roles disable <roleCode>`: the role page's toggle towards disabled (part2 §4,
// roleStatus 0 → 1; §7 updateStatus). Its sub-users lose it on their next call.
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import { type RoleStatusOptions, setStatus, statusVerb } from "./shared.js";

export const command = statusVerb(
  "disable",
  h("Disable a role: its users lose it on their next call.", "停用角色：其用户在下一次请求时失去该角色。"),
  () => import("./disable.js"),
);

export { parseRoleOnly as parseOptions } from "./shared.js";

export function run(ctx: Context, opts: RoleStatusOptions): Promise<void> {
  return setStatus(ctx, opts.roleCode, 1);
}
