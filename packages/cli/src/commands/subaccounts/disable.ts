// `fixcloud subaccounts disable <user>`: the status toggle of part2 §4 for one sub-account
// (updateSubAccountStatus, part2 §7); see ./status.ts.
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import type { VerbCommand } from "../../runner.js";
import { USER_ARG } from "./shared.js";
import { type SubAccountStatusOptions, parseStatus, runStatus } from "./status.js";

export const command: VerbCommand = {
  name: "disable",
  args: [USER_ARG],
  description: h(
    "Disable a sub-account; its sessions end at once (asks first; --yes in scripts).",
    "停用子账号，其登录会话立即失效（会先确认；脚本中请加 --yes）。",
  ),
  examples: ["fixcloud subaccounts disable ops01 --yes"],
  json: true,
  load: () => import("./disable.js"),
};

/** `--json` fields of the answer. */
export const jsonFields = (): readonly string[] => ["userId", "userName", "userStatus"];

export function parseOptions(
  args: string[],
  _o: Record<string, unknown>,
  ctx: Context,
): SubAccountStatusOptions {
  return parseStatus(args, ctx, "disable");
}

export function run(ctx: Context, opts: SubAccountStatusOptions): Promise<void> {
  return runStatus(ctx, opts, "disable");
}
