// `fixcloud accounts trial --on --days N | --off`: open or close a trial on the selected
// accounts (part1 §2 batch "trial", §4: offered only when the customer's `customerSilent` is
// on, and the server's check of the selection comes first; the days are the SDK's trial form,
// rule L000366).
import { LIMITS, trialForm } from "@fixcloud/sdk/lists";
import { Option } from "commander";
import type { BulkOptions } from "../../bulk/job.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { formOptions, parseFormFlags } from "../../flags/form-flags.js";
import { intFlag } from "../../flags/values.js";
import { h } from "../../lang.js";
import type { VerbCommand } from "../../runner.js";
import { trialVerb } from "../../bulk/account-verbs.js";
import { bulkCommand, parseBulk } from "./shared.js";

/** The form's one field is `--days`, as scripts have it. */
const FLAGS = { mode: "add", names: { trialDays: "days" } } as const;

export const command: VerbCommand = bulkCommand({
  name: "trial",
  description: h(
    "Open (--on --days N) or close (--off) a trial on accounts.",
    "为账号开启（--on --days N）或关闭（--off）试用。",
  ),
  own: () => [
    new Option("--on", h("Open a trial of --days days.", "开启试用，天数由 --days 给出。")),
    new Option("--off", h("Close the running trial.", "关闭正在进行的试用。")),
    // Needed with --on only, so not a required flag: the hint says when.
    ...formOptions(trialForm, {
      ...FLAGS,
      mode: "edit",
      hints: { trialDays: h("with --on, a positive whole number.", "与 --on 一起，正整数。") },
    }),
  ],
  json: true,
  examples: [
    "fixcloud accounts trial --on --days 7 --ids 1,2 --yes",
    "fixcloud accounts trial --off --silent-switch 1 --yes",
  ],
  load: () => import("./trial.js"),
});

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): BulkOptions {
  const on = o.on === true;
  const off = o.off === true;
  if (on === off) throw new UsageError(ctx.t("usage.onOff"));
  if (off && o.days !== undefined) throw new UsageError(ctx.t("usage.conflict", { a: "--off", b: "--days" }));
  let trialDays: number | undefined;
  if (on) {
    if (o.days === undefined) throw new UsageError(ctx.t("usage.required", { flag: "--days" }));
    parseFormFlags(trialForm, o, ctx, FLAGS);
    trialDays = intFlag(ctx.t, "--days", o.days, 1, LIMITS.trialDaysMax);
  }
  return parseBulk(
    o,
    ctx,
    trialVerb({ silentSwitchStatus: on ? 1 : 0, ...(trialDays ? { trialDays } : {}) }),
  );
}

export { runBulk as run } from "../../bulk/job.js";
