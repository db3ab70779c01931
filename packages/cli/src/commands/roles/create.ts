// `fixcloud roles create --name NAME [--remarks TEXT]`: the role page's add dialog (part2 §2,
// §5; the flags are the SDK's role form: name trimmed, 1 to 50; remarks at most 50; §7 addRole). The new role is enabled and has
// no menus yet (`roles update --menus`). An uncertified customer is refused (405, L000519).
import { Role } from "@fixcloud/sdk";
import { roleForm } from "@fixcloud/sdk/lists";
import { formOptions, parseFormFlags } from "../../flags/form-flags.js";
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import { printRecord, sdkMessage } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import { ROLE_FLAGS } from "./shared.js";

export const command: VerbCommand = {
  name: "create",
  description: h("Add a role (enabled, no menus yet).", "新增角色（已启用，暂无菜单权限）。"),
  options: () => formOptions(roleForm, ROLE_FLAGS("add")),
  examples: [
    h(
      'fixcloud roles create --name "Operations" --remarks "night shift"',
      'fixcloud roles create --name "运维" --remarks "夜班"',
    ),
    "fixcloud roles create --name ops --json roleCode",
  ],
  json: true,
  load: () => import("./create.js"),
};

/** `--json` fields: the new role's fields. */
export const jsonFields = (): readonly string[] => Object.keys(Role.shape);

export interface RoleCreateOptions {
  roleName: string;
  remarks: string;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): RoleCreateOptions {
  const { roleName = "", remarks = "" } = parseFormFlags(roleForm, o, ctx, ROLE_FLAGS("add"));
  return { roleName, remarks };
}

export async function run(ctx: Context, opts: RoleCreateOptions): Promise<void> {
  const client = await ctx.client();
  const role = await client.roles.create(opts);
  if (ctx.output === "table") ctx.io.stderr.write(`${sdkMessage(ctx, "L000082")}\n`);
  await printRecord(ctx, role, () => [
    [sdkMessage(ctx, "field.roleCode"), role.roleCode],
    [sdkMessage(ctx, "field.roleName"), role.roleName],
    [sdkMessage(ctx, "field.remarks"), role.remarks || "-"],
  ]);
}
