// `fixcloud roles disable <roleCode>`: the role page's toggle towards disabled (part2 §4,
// roleStatus 0 → 1; §7 updateStatus). Its sub-users lose it on their next call.
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import type { VerbCommand } from "../../runner.js";
import { ROLE_ARG, roleCodeArg, setStatus } from "./shared.js";

export const command: VerbCommand = {
  name: "disable",
  args: [ROLE_ARG],
  description: h(
    "Disable a role: its users lose it on their next call.",
    "停用角色：其用户在下一次请求时失去该角色。",
  ),
  examples: ["fixcloud roles disable R000004"],
  load: () => import("./disable.js"),
};

export interface RoleDisableOptions {
  roleCode: string;
}

export function parseOptions(args: string[], _o: Record<string, unknown>, ctx: Context): RoleDisableOptions {
  return { roleCode: roleCodeArg(args, ctx) };
}

export function run(ctx: Context, opts: RoleDisableOptions): Promise<void> {
  return setStatus(ctx, opts.roleCode, 1);
}
