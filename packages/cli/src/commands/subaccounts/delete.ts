// `fixcloud subaccounts delete <user>`: remove a sub-account and end its sessions (part2 §2
// delete with the L000518 confirmation, §7 deleteSubAccount). Asks first; --yes in scripts.
import type { Context } from "../../context.js";
import { confirmChange, requireConfirmable } from "../../bulk/confirm.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
import { USER_ARG, parseUserRef, resolveUser } from "./shared.js";

export const command: VerbCommand = {
  name: "delete",
  args: [USER_ARG],
  description: h(
    "Delete a sub-account; this cannot be undone (asks first; --yes in scripts).",
    "删除子账号，无法恢复（会先确认；脚本中请加 --yes）。",
  ),
  examples: ["fixcloud subaccounts delete ops01 --yes"],
  json: true,
  load: () => import("./delete.js"),
};

/** `--json` fields of the answer. */
export const jsonFields = (): readonly string[] => ["userId", "userName", "deleted"];

export interface SubAccountDeleteOptions {
  ref: string;
}

export function parseOptions(
  args: string[],
  _o: Record<string, unknown>,
  ctx: Context,
): SubAccountDeleteOptions {
  const ref = parseUserRef(args, ctx);
  requireConfirmable(ctx);
  return { ref };
}

export async function run(ctx: Context, opts: SubAccountDeleteOptions): Promise<void> {
  const client = await ctx.client();
  const user = await resolveUser(client, ctx, opts.ref);
  if (!(await confirmChange(ctx, ctx.t("subaccounts.confirmDelete", { user: safeCell(user.userName) })))) {
    ctx.io.stderr.write(`${ctx.t("confirm.cancelled")}\n`);
    return;
  }
  await client.subaccounts.delete(user.userconsoleUseId);
  if (ctx.output === "json")
    ctx.io.stdout.write(toJson({ userId: user.userconsoleUseId, userName: user.userName, deleted: true }));
  else ctx.io.stdout.write(`${ctx.t("subaccounts.deleted", { user: safeCell(user.userName) })}\n`);
}
