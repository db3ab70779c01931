// `fixcloud accounts activation-type --mode manual|automatic`: how the selected accounts are
// activated (part1 §2 batch "activation type", §4: 1 manual from the console, 2 automatic on
// the first connection), resumable.
import { activationType, type EnumValueOf } from "@fixcloud/sdk/lists";
import { Option } from "commander";
import type { BulkOptions } from "../../bulk/job.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { enumHelp } from "../../flags/help.js";
import { choiceFlag } from "../../flags/values.js";
import { h } from "../../lang.js";
import type { VerbCommand } from "../../runner.js";
import { activationTypeVerb } from "../../bulk/account-verbs.js";
import { bulkCommand, parseBulk } from "./shared.js";

/** The CLI words of `--mode`, by activationType value. */
const MODES = { manual: 1, automatic: 2 } as const satisfies Record<
  string,
  EnumValueOf<typeof activationType>
>;

export const command: VerbCommand = bulkCommand({
  name: "activation-type",
  description: h("Set how accounts are activated: manual or automatic.", "设置账号的激活方式：手动或自动。"),
  own: () => [
    new Option(
      "--mode <manual|automatic>",
      `manual = ${enumHelp(activationType, [1])}, automatic = ${enumHelp(activationType, [2])}. ${h(
        "(--type names the service type.)",
        "（--type 为服务类型。）",
      )}`,
    ),
  ],
  json: true,
  examples: ["fixcloud accounts activation-type --mode automatic --service-state 1 --yes"],
  load: () => import("./activation-type.js"),
});

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): BulkOptions {
  if (o.mode === undefined) throw new UsageError(ctx.t("usage.required", { flag: "--mode" }));
  const mode = choiceFlag(ctx.t, "--mode", o.mode, Object.keys(MODES) as (keyof typeof MODES)[])!;
  return parseBulk(o, ctx, activationTypeVerb({ activationType: MODES[mode] }));
}

export { runBulk as run } from "../../bulk/job.js";
