// `fixcloud accounts remark --remark TEXT`: set the remark of the selected accounts (part1 §2
// batch "remark", §5 rule: 1 to 20 characters, L000618/L000619), resumable. The flag, its help
// and its check are the SDK's batch remark form.
import { batchRemarkForm } from "@fixcloud/sdk/lists";
import type { BulkOptions } from "../../bulk/job.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { formOptions, parseFormFlags } from "../../flags/form-flags.js";
import { h } from "../../lang.js";
import type { VerbCommand } from "../../runner.js";
import { remarkVerb } from "../../bulk/account-verbs.js";
import { bulkCommand, parseBulk } from "./shared.js";

/** The form's one field is `--remark`, as scripts have it. */
const FLAGS = { mode: "add", names: { accountRemark: "remark" } } as const;

export const command: VerbCommand = bulkCommand({
  name: "remark",
  description: h("Set the remark of accounts (1 to 20 characters).", "设置账号备注（1 到 20 个字符）。"),
  own: () => formOptions(batchRemarkForm, FLAGS),
  json: true,
  examples: ['fixcloud accounts remark --remark "fleet B" --ids-file fleet-b.xlsx --yes'],
  load: () => import("./remark.js"),
});

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): BulkOptions {
  if (o.remark === undefined) throw new UsageError(ctx.t("usage.required", { flag: "--remark" }));
  const { accountRemark = "" } = parseFormFlags(batchRemarkForm, o, ctx, FLAGS);
  return parseBulk(o, ctx, remarkVerb({ accountRemark }));
}

export { runBulk as run } from "../../bulk/job.js";
