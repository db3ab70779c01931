// `fixcloud accounts validity --valid-time N --valid-unit U …`: edit the validity (and silence
// period, usage limit) of the selected accounts (part1 §2 batch "edit validity", §5 rules
// L000388-L000393; a valid time is required here), resumable.
import { validityForm } from "@fixcloud/sdk/lists";
import type { BulkOptions } from "../../bulk/job.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { checkValidity, readValidity, validityOptions, validityParams } from "../../flags/validity.js";
import { h } from "../../lang.js";
import type { VerbCommand } from "../../runner.js";
import { validityVerb } from "../../bulk/account-verbs.js";
import { bulkCommand, parseBulk } from "./shared.js";

export const command: VerbCommand = bulkCommand({
  name: "validity",
  description: h(
    "Edit the validity (and silence period, usage limit) of accounts.",
    "修改账号的有效期（以及静默期、使用上限）。",
  ),
  own: () => validityOptions(validityForm),
  json: true,
  examples: ["fixcloud accounts validity --valid-time 12 --valid-unit month --ids-file fleet.csv --yes"],
  load: () => import("./validity.js"),
});

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): BulkOptions {
  const input = readValidity(validityForm, o);
  checkValidity(ctx, validityForm, input);
  const params = validityParams(ctx.t, input);
  if (params.silenceTimeUnit && params.silenceTime === undefined)
    throw new UsageError(ctx.t("usage.needs", { flag: "--silence-unit", other: "--silence-time" }));
  return parseBulk(o, ctx, validityVerb(params));
}

export { runBulk as run } from "../../bulk/job.js";
