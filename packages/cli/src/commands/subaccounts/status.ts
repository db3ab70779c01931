// The status change behind `subaccounts enable` and `disable` (part2 §4): 0 enables (from
// disabled 2 or locked 3), 2 disables (from enabled 0, ending the sub-user's sessions). Whether
// the change applies is the SDK's decision (`userStatusChanges`), checked before the call so a
// script learns "already enabled" from the server's own rule without a round trip that fails.
import { type UserStatusAction, userStatusChanges } from "@fixcloud/sdk";
import { confirmChange, requireConfirmable } from "../../bulk/confirm.js";
import type { Context } from "../../context.js";
import type { VerbCommand } from "../../runner.js";
import { toJson } from "../../output/json.js";
import { safeCell } from "../../output/text.js";
import { USER_ARG, parseUserRef, resolveUser } from "./shared.js";

/** Options of the enable and disable verbs: the sub-account argument. */
export interface SubAccountStatusOptions {
  ref: string;
}

/** Parse `<user>`; disabling asks first, so without a terminal it needs --yes (or CI=true). */
export function parseStatus(args: string[], ctx: Context, action: UserStatusAction): SubAccountStatusOptions {
  const ref = parseUserRef(args, ctx);
  if (action === "disable") requireConfirmable(ctx);
  return { ref };
}

/** Enable or disable one sub-account; prints what it did (json: `{ userId, userName, userStatus }`). */
export async function runStatus(
  ctx: Context,
  opts: SubAccountStatusOptions,
  action: UserStatusAction,
): Promise<void> {
  const client = await ctx.client();
  const user = await resolveUser(client, ctx, opts.ref);
  const target = action === "enable" ? 0 : 2;
  // Already there: the server's refusal carries its own message; skip the question then.
  if (action === "disable" && userStatusChanges(user.userStatus, action)) {
    const ok = await confirmChange(
      ctx,
      ctx.t("subaccounts.confirmDisable", { user: safeCell(user.userName) }),
    );
    if (!ok) {
      ctx.io.stderr.write(`${ctx.t("confirm.cancelled")}\n`);
      return;
    }
  }
  await client.subaccounts.setStatus(user.userconsoleUseId, target);
  if (ctx.output === "json")
    ctx.io.stdout.write(
      toJson({ userId: user.userconsoleUseId, userName: user.userName, userStatus: target }),
    );
  else
    ctx.io.stdout.write(
      `${ctx.t(action === "enable" ? "subaccounts.enabled" : "subaccounts.disabled", { user: safeCell(user.userName) })}\n`,
    );
}

/**
 * The declaration of the enable or disable verb. Only the declaration is built here: the verb
 * files export `parseOptions` and `run` as plain functions, so the CLI's start-up entry, which
 * keeps every declaration, does not keep the run code (and the SDK behind it) as well.
 */
export function statusCommand(
  action: UserStatusAction,
  description: string,
  examples: readonly string[],
  load: VerbCommand["load"],
): VerbCommand {
  return { name: action, args: [USER_ARG], description, examples, json: true, load };
}

/** `--json` fields of the enable and disable answers. */
export const statusJsonFields = (): readonly string[] => ["userId", "userName", "userStatus"];
