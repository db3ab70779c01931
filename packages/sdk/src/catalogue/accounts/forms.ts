// The small forms of the service-account batch actions (part1 §2 batch actions, §4, §5 rules):
// the batch remark, the trial days and the activation type, each one field. The console's
// dialogs and the CLI's `accounts remark` and `accounts trial` flags are built from these.
import { defineForm, field } from "../shared/form.js";
import { LIMITS } from "../shared/limits.js";
import type { NumberInput, Text } from "../shared/rules.js";
import { activationType } from "./enums.js";
import { accounts } from "./rules.js";
import { passwordGraceDays } from "./password-grace.js";

/** The batch remark (part1 §2 "remark", §5): required, at most 20 characters. */
export const batchRemarkForm = defineForm({
  name: "batchRemark",
  source: "part1 §2, §5",
  fields: [
    field("accountRemark", "text", {
      required: true,
      max: LIMITS.batchRemarkMax,
      rule: (v) => accounts.batchRemark(v as Text),
    }),
  ],
});

/**
 * Opening a trial (part1 §2 "trial", §5): the days, a whole number from 1 to
 * LIMITS.trialDaysMax, typed as text so nothing typed is dropped before the rule speaks.
 */
export const trialForm = defineForm({
  name: "trial",
  source: "part1 §2, §5",
  fields: [
    field("trialDays", "text", {
      required: true,
      rule: (v) => accounts.trialDays(v as NumberInput),
    }),
  ],
});

/** The activation setting (part1 §4): 1 manual from the console, 2 automatic. */
export const activationTypeForm = defineForm({
  name: "activationType",
  source: "part1 §4",
  fields: [
    field("activationType", "select", {
      required: true,
      enum: activationType,
      rule: (v) => accounts.activationType(v as NumberInput),
    }),
  ],
});

/**
 * The old password's grace period of a password reset or set (docs/ntrip-caster.md "Password
 * rotation"): whole days from 0 (default: the old password stops at once) to
 * LIMITS.passwordGraceDaysMax, typed as text so nothing typed is dropped before the rule speaks.
 */
export const passwordGraceForm = defineForm({
  name: "passwordGrace",
  source: "part1 §7 (refined)",
  fields: [
    field("graceDays", "text", {
      required: false,
      rule: (v) => passwordGraceDays(v as NumberInput),
    }),
  ],
});
