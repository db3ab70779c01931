// `fixcloud subaccounts set-roles <user> --role CODE…`: the whole set of roles a sub-account
// holds from now on (part2 §2 role assignment, §7 subAccountConfigRole); `--no-roles` removes
// every role. Role codes are `roleCode`s of the customer's roles.
import { Option } from "commander";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
import { USER_ARG, parseUserRef, resolveUser } from "./shared.js";

export const command: VerbCommand = {
  name: "set-roles",
  args: [USER_ARG],
  description: h("Set the roles a sub-account holds (replaces them all).", "设置子账号的角色（整体替换）。"),
  options: () => [
    new Option("--role <code...>", h("A role code (repeatable).", "角色编码（可重复）。")),
    new Option("--no-roles", h("Remove every role.", "移除全部角色。")),
  ],
  examples: [
    "fixcloud subaccounts set-roles ops01 --role operator --role finance",
    "fixcloud subaccounts set-roles ops01 --no-roles",
  ],
  json: true,
  load: () => import("./set-roles.js"),
};

/** `--json` fields of the answer. */
export const jsonFields = (): readonly string[] => ["userId", "userName", "roleCodeSet"];

export interface SubAccountSetRolesOptions {
  ref: string;
  roleCodes: string[];
}

export function parseOptions(
  args: string[],
  o: Record<string, unknown>,
  ctx: Context,
): SubAccountSetRolesOptions {
  const ref = parseUserRef(args, ctx);
  const given = (Array.isArray(o.role) ? o.role : [])
    .flatMap((r) => String(r).split(","))
    .map((r) => r.trim());
  const roleCodes = [...new Set(given.filter(Boolean))];
  // commander turns --no-roles into roles === false.
  const none = o.roles === false;
  if (none && roleCodes.length)
    throw new UsageError(ctx.t("usage.conflict", { a: "--role", b: "--no-roles" }));
  if (!none && roleCodes.length === 0) throw new UsageError(ctx.t("subaccounts.rolesMissing"));
  for (const code of roleCodes)
    if (code.length > 64) throw new UsageError(ctx.t("usage.text", { flag: "--role", max: 64 }));
  return { ref, roleCodes };
}

export async function run(ctx: Context, opts: SubAccountSetRolesOptions): Promise<void> {
  const client = await ctx.client();
  const user = await resolveUser(client, ctx, opts.ref);
  await client.subaccounts.setRoles(user.userconsoleUseId, opts.roleCodes);
  if (ctx.output === "json")
    ctx.io.stdout.write(
      toJson({ userId: user.userconsoleUseId, userName: user.userName, roleCodeSet: opts.roleCodes }),
    );
  else
    ctx.io.stdout.write(
      `${ctx.t("subaccounts.rolesSet", {
        user: safeCell(user.userName),
        roles: opts.roleCodes.length ? opts.roleCodes.map(safeCell).join(", ") : ctx.t("subaccounts.noRoles"),
      })}\n`,
    );
}
