// `fixcloud accounts reset-password`: new random service passwords for the selected accounts
// (part1 §2 batch "reset password"); the idempotency key of each chunk makes a resumed job
// reset every account exactly once.
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import type { BulkOptions } from "../../bulk/job.js";
import type { VerbCommand } from "../../runner.js";
import { resetPasswordVerb } from "../../bulk/account-verbs.js";
import { bulkCommand, parseBulk } from "./shared.js";

export const command: VerbCommand = bulkCommand({
  name: "reset-password",
  description: h("Reset the service passwords of accounts.", "重置账号的服务密码。"),
  json: true,
  examples: ["fixcloud accounts reset-password --ids 1,2 --yes"],
  load: () => import("./reset-password.js"),
});

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): BulkOptions {
  return parseBulk(o, ctx, resetPasswordVerb());
}

export { runBulk as run } from "../../bulk/job.js";
