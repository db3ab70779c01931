// `fixcloud roles assign <roleCode> --users NAME,…`: the role page's assign-accounts dialog
// (part2 §2, §7 allocateUser, success L000116). The role's accounts become exactly the named
// sub-accounts (usernames, any case; `--users ""` takes the role from everyone). A name that
// is not a sub-account of the customer is refused before anything changes.
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { sdkMessage } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import { Option } from "commander";
import { ROLE_ARG, roleCodeArg } from "./shared.js";

export const command: VerbCommand = {
  name: "assign",
  args: [ROLE_ARG],
  description: h("Set the sub-accounts that hold a role.", "设置持有角色的子账号。"),
  options: () => [
    new Option(
      "--users <names>",
      h(
        "Sub-account usernames, comma-separated; they replace the role's.",
        "子账号用户名，逗号分隔；替换角色现有的账号。",
      ),
    ).makeOptionMandatory(),
  ],
  examples: [
    "fixcloud roles assign R000004 --users operator,alice",
    'fixcloud roles assign R000004 --users ""',
  ],
  load: () => import("./assign.js"),
};

export interface RoleAssignOptions {
  roleCode: string;
  userNames: string[];
}

export function parseOptions(args: string[], o: Record<string, unknown>, ctx: Context): RoleAssignOptions {
  const userNames = [
    ...new Set(
      String(o.users ?? "")
        .split(",")
        .map((n) => n.trim())
        .filter(Boolean),
    ),
  ];
  const long = userNames.find((n) => n.length > 50);
  if (long) throw new UsageError(ctx.t("usage.text", { flag: "--users", max: 50 }));
  return { roleCode: roleCodeArg(args, ctx), userNames };
}

export async function run(ctx: Context, opts: RoleAssignOptions): Promise<void> {
  const client = await ctx.client();
  const role = await client.roles.retrieve(opts.roleCode);
  const users = await client.roles.assignableUsers();
  const byName = new Map(users.map((u) => [u.userName.toLowerCase(), u]));
  const unknown = opts.userNames.filter((n) => !byName.has(n.toLowerCase()));
  if (unknown.length) throw new UsageError(ctx.t("roles.unknownUsers", { names: unknown.join(", ") }));
  await client.roles.assign(
    role.roleCode,
    opts.userNames.map((n) => byName.get(n.toLowerCase())!.userId),
  );
  ctx.io.stderr.write(`${sdkMessage(ctx, "L000116")}\n`);
}
