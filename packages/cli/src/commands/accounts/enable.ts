// `fixcloud accounts enable`: enable the selected accounts (part1 §2 batch "enable"; locked and
// already enabled accounts are skipped with a reason), resumable.
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import type { BulkOptions } from "../../bulk/job.js";
import type { VerbCommand } from "../../runner.js";
import { enableVerb } from "../../bulk/account-verbs.js";
import { bulkCommand, parseBulk } from "./shared.js";

export const command: VerbCommand = bulkCommand({
  name: "enable",
  description: h("Enable accounts.", "启用账号。"),
  json: true,
  examples: ["fixcloud accounts enable --ids 1,2,3"],
  load: () => import("./enable.js"),
});

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): BulkOptions {
  return parseBulk(o, ctx, enableVerb());
}

export { runBulk as run } from "../../bulk/job.js";
