// `fixcloud roles create --name NAME [--remarks TEXT]`: the role page's add dialog (part2 §2,
// §5: name trimmed, 1 to 50; remarks at most 50; §7 addRole). The new role is enabled and has
// no menus yet (`roles update --menus`). An uncertified customer is refused (405, L000519).
import { Role, rules } from "@fixcloud/sdk";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import { printRecord, sdkMessage } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import { checkRule } from "../../flags/check-rule.js";

export const command: VerbCommand = {
  name: "create",
  description: h("Add a role (enabled, no menus yet).", "新增角色（已启用，暂无菜单权限）。"),
  options: () => [
    new Option(
      "--name <name>",
      h("Role name, 1 to 50 characters.", "角色名称，1 到 50 个字符。"),
    ).makeOptionMandatory(),
    new Option("--remarks <text>", h("Remarks, at most 50 characters.", "备注，最多 50 个字符。")),
  ],
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
  const roleName = String(o.name ?? "");
  const remarks = String(o.remarks ?? "");
  checkRule(ctx, "--name", rules.roles.roleName(roleName));
  checkRule(ctx, "--remarks", rules.roles.remarks(remarks));
  return { roleName: roleName.trim(), remarks: remarks.trim() };
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
