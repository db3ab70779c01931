// `fixcloud accounts disable`: disable the selected accounts (part1 §2 batch "disable"),
// resumable.
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import type { BulkOptions } from "../../bulk/job.js";
import type { VerbCommand } from "../../runner.js";
import { disableVerb } from "../../bulk/account-verbs.js";
import { bulkCommand, parseBulk } from "./shared.js";

export const command: VerbCommand = bulkCommand({
  name: "disable",
  description: h("Disable accounts.", "停用账号。"),
  json: true,
  examples: ["fixcloud accounts disable --ids-file names.txt --by name --yes"],
  load: () => import("./disable.js"),
});

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): BulkOptions {
  return parseBulk(o, ctx, disableVerb());
}

export { runBulk as run } from "../../bulk/job.js";
