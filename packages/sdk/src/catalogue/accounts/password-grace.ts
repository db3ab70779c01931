// The grace period a password reset or set keeps the old password valid for (project addition to
// part1 §7, docs/ntrip-caster.md "Password rotation"): its rule and L-code, without zod, so form
// descriptors and the CLI's flag declarations can load it.
import { LIMITS } from "../shared/limits.js";
import type { NumberInput, RuleResult } from "../shared/rules.js";

/** L-code of a grace period that is not a whole number of days from 0 to {@link LIMITS}.passwordGraceDaysMax. */
export const PASSWORD_GRACE_CODE = "L000790";

/**
 * A password grace period, days: a whole number from 0 (the old password stops at once, as a
 * reset always did) to {@link LIMITS}.passwordGraceDaysMax; empty means 0. Returns
 * {@link PASSWORD_GRACE_CODE} otherwise (text such as "1.5" or "-1" is refused, never rounded).
 */
export function passwordGraceDays(value: NumberInput): RuleResult {
  if (value === null || value === undefined || value === "") return null;
  const s = String(value).trim();
  if (!/^\d{1,2}$/.test(s)) return PASSWORD_GRACE_CODE;
  return Number(s) <= LIMITS.passwordGraceDaysMax ? null : PASSWORD_GRACE_CODE;
}
