// `fixcloud accounts reset-password`: new random service passwords for the selected accounts
// (part1 §2 batch "reset password"); the idempotency key of each chunk makes a resumed job
// reset every account exactly once. `--grace-days N` (0-7, the SDK's password grace form) keeps
// the old passwords valid that long (docs/ntrip-caster.md "Password rotation").
import { LIMITS, passwordGraceForm } from "@fixcloud/sdk/lists";
import type { Context } from "../../context.js";
import { formOptions, parseFormFlags } from "../../flags/form-flags.js";
import { intFlag } from "../../flags/values.js";
import { h } from "../../lang.js";
import type { BulkOptions } from "../../bulk/job.js";
import type { VerbCommand } from "../../runner.js";
import { resetPasswordVerb } from "../../bulk/account-verbs.js";
import { bulkCommand, parseBulk } from "./shared.js";

/** The form's one field is `--grace-days`. */
const FLAGS = { mode: "edit", names: { graceDays: "grace-days" } } as const;

export const command: VerbCommand = bulkCommand({
  name: "reset-password",
  description: h("Reset the service passwords of accounts.", "重置账号的服务密码。"),
  own: () => formOptions(passwordGraceForm, FLAGS),
  json: true,
  examples: [
    "fixcloud accounts reset-password --ids 1,2 --yes",
    "fixcloud accounts reset-password --all --grace-days 3 --yes",
  ],
  load: () => import("./reset-password.js"),
});

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): BulkOptions {
  parseFormFlags(passwordGraceForm, o, ctx, FLAGS);
  const key = "graceDays" in o ? "graceDays" : "grace-days";
  const graceDays =
    o[key] === undefined ? 0 : intFlag(ctx.t, "--grace-days", o[key], 0, LIMITS.passwordGraceDaysMax);
  return parseBulk(o, ctx, resetPasswordVerb({ graceDays }));
}

export { runBulk as run } from "../../bulk/job.js";
