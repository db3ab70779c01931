// `fixcloud accounts validity --valid-time N --valid-unit U …`: edit the validity (and silence
// period, usage limit) of the selected accounts (part1 §2 batch "edit validity", §5 rules
// L000388-L000393; a valid time is required here), resumable.
import { formatPeriod, rules } from "@fixcloud/sdk";
import type { BulkOptions, BulkVerb } from "../../bulk/job.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { readValidity, validityOptions, validityParams } from "../../flags/validity.js";
import { h } from "../../lang.js";
import { sdkMessage } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import { batchApi, bulkCommand, parseBulk } from "./shared.js";

export const command: VerbCommand = bulkCommand({
  name: "validity",
  description: h(
    "Edit the validity (and silence period, usage limit) of accounts.",
    "修改账号的有效期（以及静默期、使用上限）。",
  ),
  own: () => validityOptions(h("Usage limit, a positive whole number.", "使用上限，正整数。")),
  json: true,
  examples: ["fixcloud accounts validity --valid-time 12 --valid-unit month --ids-file fleet.csv --yes"],
  load: () => import("./validity.js"),
});

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): BulkOptions {
  const input = readValidity(o);
  // part1 §5: the pool-fill rules (L000388-L000393), with the valid time required (type 2).
  const bad = rules.pools.validityErrors(input, { type: 2 });
  if (bad) throw new UsageError(sdkMessage(ctx, bad));
  const params = validityParams(ctx.t, input);
  if (params.silenceTimeUnit && params.silenceTime === undefined)
    throw new UsageError(ctx.t("usage.needs", { flag: "--silence-unit", other: "--silence-time" }));
  return parseBulk(o, ctx, verbOf(params));
}

/** The validity parameters as the flags give them (flags/validity.ts). */
type ValidityParams = ReturnType<typeof validityParams>;

/** The bulk verb for these parameters (also rebuilt by `fixcloud jobs resume`). */
export function verbOf(params: ValidityParams): BulkVerb {
  const { validTime, validTimeUnit, silenceTime, silenceTimeUnit, limitUseSum } = params;
  return {
    action: "validity",
    label: "editValidity",
    params: { ...params },
    describeParams: (c) =>
      c.t("param.validity", {
        valid: formatPeriod(c.language, validTime ?? null, validTimeUnit ?? null),
        silence: formatPeriod(c.language, silenceTime ?? null, silenceTimeUnit ?? null) || "-",
        limit: limitUseSum ?? "-",
      }),
    api: (client, selectType) =>
      batchApi(client, (ids, requestId) =>
        client.accounts.setValidity({
          selectType,
          ids,
          requestId,
          validTime: validTime!,
          validTimeUnit: validTimeUnit!,
          ...(silenceTime !== undefined ? { silenceTime, silenceTimeUnit } : {}),
          ...(limitUseSum !== undefined ? { limitUseSum } : {}),
        }),
      ),
  };
}

export { runBulk as run } from "../../bulk/job.js";
