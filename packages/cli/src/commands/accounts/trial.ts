// `fixcloud accounts trial --on --days N | --off`: open or close a trial on the selected
// accounts (part1 §2 batch "trial", §4: offered only when the customer's `customerSilent` is
// on, and the server's check of the selection comes first; rule L000366 on the days).
import { LIMITS, rules } from "@fixcloud/sdk";
import { Option } from "commander";
import type { BulkOptions, BulkVerb } from "../../bulk/job.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { intFlag } from "../../flags/values.js";
import { h } from "../../lang.js";
import { sdkMessage } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import { batchApi, bulkCommand, parseBulk } from "./shared.js";

export const command: VerbCommand = bulkCommand({
  name: "trial",
  description: h(
    "Open (--on --days N) or close (--off) a trial on accounts.",
    "为账号开启（--on --days N）或关闭（--off）试用。",
  ),
  own: () => [
    new Option("--on", h("Open a trial of --days days.", "开启试用，天数由 --days 给出。")),
    new Option("--off", h("Close the running trial.", "关闭正在进行的试用。")),
    new Option(
      "--days <n>",
      h("Trial days (with --on), a positive whole number.", "试用天数（与 --on 一起），正整数。"),
    ),
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
    const bad = rules.accounts.trialDays(String(o.days));
    if (bad) throw new UsageError(sdkMessage(ctx, bad));
    trialDays = intFlag(ctx.t, "--days", o.days, 1, LIMITS.trialDaysMax);
  }
  return parseBulk(o, ctx, verbOf({ silentSwitchStatus: on ? 1 : 0, ...(trialDays ? { trialDays } : {}) }));
}

/** The bulk verb for these parameters (also rebuilt by `fixcloud jobs resume`). */
export function verbOf(params: { silentSwitchStatus: 0 | 1; trialDays?: number }): BulkVerb {
  const { silentSwitchStatus, trialDays } = params;
  const on = silentSwitchStatus === 1;
  return {
    action: "trial",
    label: on ? "trialOn" : "trialOff",
    params: { silentSwitchStatus, ...(trialDays ? { trialDays } : {}) },
    describeParams: (c) => (on && trialDays ? c.t("param.trialDays", { days: trialDays }) : ""),
    // Trial entries exist only when the server reports customerSilent (part1 §4); the
    // server's own check of the selection comes next. Both before anything changes.
    async precheck(c, client, selectType, firstIds) {
      const sw = await client.accounts.silentSwitch();
      if (!sw.customerSilent) throw new Error(c.t("trial.notAllowed"));
      const check = await client.accounts.checkTrial({ selectType, ids: firstIds });
      if (!check.allowed) throw new Error(c.t("trial.refused", { message: check.message }));
    },
    api: (client, selectType) =>
      batchApi(client, (ids, requestId) =>
        client.accounts.setTrial({
          selectType,
          ids,
          requestId,
          silentSwitchStatus,
          ...(trialDays ? { trialDays } : {}),
        }),
      ),
  };
}

export { runBulk as run } from "../../bulk/job.js";
