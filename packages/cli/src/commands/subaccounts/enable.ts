// `fixcloud subaccounts enable <user>`: the status toggle of part2 §4 to enabled (from disabled
// or locked) for one sub-account (updateSubAccountStatus, part2 §7); see ./status.ts.
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
  "enable",
  h("Enable a disabled or locked sub-account.", "启用已停用或已锁定的子账号。"),
  ["fixcloud subaccounts enable ops01"],
  () => import("./enable.js"),
);

export const jsonFields = statusJsonFields;

/** Parse `<user>`. */
export function parseOptions(
  args: string[],
  _o: Record<string, unknown>,
  ctx: Context,
): SubAccountStatusOptions {
  return parseStatus(args, ctx, "enable");
}

/** Enable the sub-account. */
export function run(ctx: Context, opts: SubAccountStatusOptions): Promise<void> {
  return runStatus(ctx, opts, "enable");
}
