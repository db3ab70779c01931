// Helpers of the `roles` verbs: the role argument, the SDK's rule messages as usage errors, and
// the status toggle shared by `enable` and `disable` (part2 §4: roleStatus 0 ↔ 1).
import type { RoleStatus } from "@fixcloud/sdk";
import type { FormMode } from "@fixcloud/sdk/lists";
import type { FormFlagOptions } from "../../flags/form-flags.js";
import type { VerbCommand } from "../../runner.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { sdkMessage } from "../../output/print.js";

/** The `<roleCode>` argument's help. */
export const ROLE_ARG = [
  "<roleCode>",
  h("Role code (see `roles list`).", "角色编码（见 `roles list`）。"),
] as const;

/** The role code of the arguments, trimmed; a usage error when missing or too long. */
export function roleCodeArg(args: readonly string[], ctx: Context): string {
  const code = (args[0] ?? "").trim();
  if (!code) throw new UsageError(ctx.t("usage.required", { flag: "<roleCode>" }));
  if (code.length > 64) throw new UsageError(ctx.t("usage.text", { flag: "<roleCode>", max: 64 }));
  return code;
}

/** The role form's flags (`--name`, `--remarks`) in `mode`; on create the name is mandatory. */
export const ROLE_FLAGS = (mode: FormMode): FormFlagOptions => ({
  mode,
  names: { roleName: "name" },
  mandatory: true,
});

/** Throw the rule's L-code as a usage error in the run's language (exit 2, nothing sent). */
export function checkRule(ctx: Context, flag: string, result: string | null): void {
  if (result) throw new UsageError(`${flag}: ${sdkMessage(ctx, result)}`);
}

/** `roles enable|disable <roleCode>`: set the role's status, saying so on stderr. */
export async function setStatus(ctx: Context, roleCode: string, roleStatus: RoleStatus): Promise<void> {
  const client = await ctx.client();
  const role = await client.roles.retrieve(roleCode);
  if (role.roleStatus === roleStatus) {
    ctx.io.stderr.write(`${ctx.t("roles.alreadyInState", { role: roleCode })}\n`);
    return;
  }
  await client.roles.setStatus(role.id, roleStatus);
  ctx.io.stderr.write(`${sdkMessage(ctx, "L000079")}\n`);
}

/** The options of `roles enable|disable`: the role's code. */
export interface RoleStatusOptions {
  roleCode: string;
}

/** `parseOptions` of a verb that takes only the role argument. */
export function parseRoleOnly(args: string[], _o: Record<string, unknown>, ctx: Context): RoleStatusOptions {
  return { roleCode: roleCodeArg(args, ctx) };
}

/** The declaration of `roles enable` or `roles disable` (part2 §4, §7 updateStatus). */
export function statusVerb(
  name: "enable" | "disable",
  description: string,
  load: VerbCommand["load"],
): VerbCommand {
  return { name, args: [ROLE_ARG], description, examples: [`fixcloud roles ${name} R000004`], load };
}
