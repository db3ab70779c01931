// `fixcloud subaccounts disable <user>`: the status toggle of part2 §4 to disabled for one
// sub-account, ending its sessions (updateSubAccountStatus, part2 §7); see ./status.ts.
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import {
  type SubAccountStatusOptions,
  parseStatus,
  runStatus,
  statusCommand,
  statusJsonFields,
} from "./status.js";

export const command = statusCommand(
  "disable",
  h(
    "Disable a sub-account; its sessions end at once (asks first; --yes in scripts).",
    "停用子账号，其登录会话立即失效（会先确认；脚本中请加 --yes）。",
  ),
  ["fixcloud subaccounts disable ops01 --yes"],
  () => import("./disable.js"),
);

export const jsonFields = statusJsonFields;

/** Parse `<user>`; asks first, so without a terminal it needs --yes (or CI=true). */
export function parseOptions(
  args: string[],
  _o: Record<string, unknown>,
  ctx: Context,
): SubAccountStatusOptions {
  return parseStatus(args, ctx, "disable");
}

/** Disable the sub-account. */
export function run(ctx: Context, opts: SubAccountStatusOptions): Promise<void> {
  return runStatus(ctx, opts, "disable");
}
