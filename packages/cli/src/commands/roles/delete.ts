// `fixcloud roles delete <roleCode>`: delete a role after the page's confirmation (part2 §8
// L000527, success L000097; §7 deleteRole). On a terminal it asks; --yes or CI=true skips the
// question, and without a terminal one of them is required (exit 2 before any call).
import type { Context } from "../../context.js";
import { requireConfirmable, confirmChange } from "../../bulk/confirm.js";
import { h } from "../../lang.js";
import { sdkMessage } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import { ROLE_ARG, roleCodeArg } from "./shared.js";

export const command: VerbCommand = {
  name: "delete",
  args: [ROLE_ARG],
  description: h("Delete a role; its users lose it.", "删除角色；其用户将失去该角色。"),
  examples: ["fixcloud roles delete R000004", "fixcloud roles delete R000004 --yes"],
  load: () => import("./delete.js"),
};

export interface RoleDeleteOptions {
  roleCode: string;
}

export function parseOptions(args: string[], _o: Record<string, unknown>, ctx: Context): RoleDeleteOptions {
  const roleCode = roleCodeArg(args, ctx);
  requireConfirmable(ctx);
  return { roleCode };
}

export async function run(ctx: Context, opts: RoleDeleteOptions): Promise<void> {
  const client = await ctx.client();
  const role = await client.roles.retrieve(opts.roleCode);
  if (!(await confirmChange(ctx, `${sdkMessage(ctx, "L000527")} (${role.roleName}, ${role.roleCode})`))) {
    ctx.io.stderr.write(`${ctx.t("confirm.cancelled")}\n`);
    return;
  }
  await client.roles.delete(role.roleCode);
  ctx.io.stderr.write(`${sdkMessage(ctx, "L000097")}\n`);
}
