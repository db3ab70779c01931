// `fixcloud accounts activate`: activate pending accounts of the selection (part1 §2 batch
// "activate", §4: service state 1 → 2; others are skipped with a reason), resumable.
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import type { BulkOptions } from "../../bulk/job.js";
import type { VerbCommand } from "../../runner.js";
import { activateVerb } from "../../bulk/account-verbs.js";
import { bulkCommand, parseBulk } from "./shared.js";

export const command: VerbCommand = bulkCommand({
  name: "activate",
  description: h("Activate pending accounts (service state 1 → 2).", "激活待服务账号（服务状态 1 → 2）。"),
  json: true,
  examples: [
    "fixcloud accounts activate --service-state 1 --yes",
    "fixcloud accounts activate --ids-file pending.csv --ids-column id --dry-run",
  ],
  load: () => import("./activate.js"),
});

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): BulkOptions {
  return parseBulk(o, ctx, activateVerb());
}

export { runBulk as run } from "../../bulk/job.js";
