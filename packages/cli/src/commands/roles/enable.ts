// `fixcloud roles enable <roleCode>`: the role page's toggle towards enabled (part2 §4,
// roleStatus 1 → 0; §7 updateStatus). A role already enabled is left as it is.
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import type { VerbCommand } from "../../runner.js";
import { ROLE_ARG, roleCodeArg, setStatus } from "./shared.js";

export const command: VerbCommand = {
  name: "enable",
  args: [ROLE_ARG],
  description: h("Enable a role: its users may act in it again.", "启用角色：其用户可再次使用该角色。"),
  examples: ["fixcloud roles enable R000004"],
  load: () => import("./enable.js"),
};

export interface RoleEnableOptions {
  roleCode: string;
}

export function parseOptions(args: string[], _o: Record<string, unknown>, ctx: Context): RoleEnableOptions {
  return { roleCode: roleCodeArg(args, ctx) };
}

export function run(ctx: Context, opts: RoleEnableOptions): Promise<void> {
  return setStatus(ctx, opts.roleCode, 0);
}
