// `fixcloud subaccounts enable <user>`: the status toggle of part2 §4 for one sub-account
// (updateSubAccountStatus, part2 §7); see ./status.ts.
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import type { VerbCommand } from "../../runner.js";
import { USER_ARG } from "./shared.js";
import { type SubAccountStatusOptions, parseStatus, runStatus } from "./status.js";

export const command: VerbCommand = {
  name: "enable",
  args: [USER_ARG],
  description: h("Enable a disabled or locked sub-account.", "启用已停用或已锁定的子账号。"),
  examples: ["fixcloud subaccounts enable ops01"],
  json: true,
  load: () => import("./enable.js"),
};

/** `--json` fields of the answer. */
export const jsonFields = (): readonly string[] => ["userId", "userName", "userStatus"];

export function parseOptions(
  args: string[],
  _o: Record<string, unknown>,
  ctx: Context,
): SubAccountStatusOptions {
  return parseStatus(args, ctx, "enable");
}

export function run(ctx: Context, opts: SubAccountStatusOptions): Promise<void> {
  return runStatus(ctx, opts, "enable");
}
