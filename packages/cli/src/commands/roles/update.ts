// `fixcloud roles update <roleCode> [--name] [--remarks] [--menus CODE,…]`: the role's detail
// dialog (part2 §2, §5, §7 updateRole). --menus replaces the role's menu and permission codes
// (`roles menus --output json` lists them); each code brings its ancestors, as ticking it in the
// console's tree does, and an empty list is refused (L000077). What is not given is kept.
import { checkMenuCode, findMenuNode, rules, selectedCodes } from "@fixcloud/sdk";
import { roleForm } from "@fixcloud/sdk/lists";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { formOptions, parseFormFlags } from "../../flags/form-flags.js";
import { h } from "../../lang.js";
import { sdkMessage } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import { checkRule, ROLE_ARG, ROLE_FLAGS, roleCodeArg } from "./shared.js";

export const command: VerbCommand = {
  name: "update",
  args: [ROLE_ARG],
  description: h("Change a role's name, remarks or menu permissions.", "修改角色名称、备注或菜单权限。"),
  options: () => [
    ...formOptions(roleForm, ROLE_FLAGS("edit")),
    new Option(
      "--menus <codes>",
      h(
        "Menu and permission codes, comma-separated; replaces the role's (ancestors are added).",
        "菜单与权限编码，逗号分隔；替换角色现有的（自动加入上级）。",
      ),
    ),
  ],
  examples: [
    "fixcloud roles update R000004 --menus LMJFW_KHF756,DC_JSH028",
    h('fixcloud roles update R000004 --name "On duty"', 'fixcloud roles update R000004 --name "值班员"'),
  ],
  load: () => import("./update.js"),
};

export interface RoleUpdateOptions {
  roleCode: string;
  roleName?: string;
  remarks?: string;
  /** The new selection with ancestors, in tree order; absent keeps the role's. */
  menus?: string[];
}

export function parseOptions(args: string[], o: Record<string, unknown>, ctx: Context): RoleUpdateOptions {
  const out: RoleUpdateOptions = { roleCode: roleCodeArg(args, ctx) };
  Object.assign(out, parseFormFlags(roleForm, o, ctx, ROLE_FLAGS("edit")));
  if (typeof o.menus === "string") {
    const codes = o.menus
      .split(",")
      .map((c) => c.trim())
      .filter(Boolean);
    checkRule(ctx, "--menus", rules.roles.menuCodeList(codes));
    const unknown = codes.filter((c) => !findMenuNode(c));
    if (unknown.length) throw new UsageError(ctx.t("roles.unknownMenus", { codes: unknown.join(", ") }));
    out.menus = codes.reduce<string[]>((sel, c) => checkMenuCode(sel, c), []);
  }
  if (out.roleName === undefined && out.remarks === undefined && out.menus === undefined)
    throw new UsageError(ctx.t("roles.nothingToUpdate"));
  return out;
}

export async function run(ctx: Context, opts: RoleUpdateOptions): Promise<void> {
  const client = await ctx.client();
  const role = await client.roles.retrieve(opts.roleCode);
  await client.roles.update(role, {
    roleName: opts.roleName ?? role.roleName,
    ...(opts.remarks === undefined ? {} : { remarks: opts.remarks }),
    selected: opts.menus ?? selectedCodes(role.menuCodeList),
  });
  ctx.io.stderr.write(`${sdkMessage(ctx, "L000079")}\n`);
}
