// The grace period a password reset or set keeps the old password valid for (project addition to
// part1 §7, docs/ntrip-caster.md "Password rotation"): its rule and L-code, without zod, so form
// descriptors and the CLI's flag declarations can load it.
import { LIMITS } from "../shared/limits.js";
import type { NumberInput, RuleResult } from "../shared/rules.js";
import { toWireTime } from "../shared/time.js";

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

/** One day of grace, ms. */
const GRACE_DAY_MS = 86_400_000;

/**
 * When the old password stops being accepted after a rotation that started at `from` (a wire
 * time, UTC `YYYY-MM-DD HH:mm:ss`) with `graceDays` of grace: `from` plus that many whole days,
 * as a wire time; null when `graceDays` is 0 (the old password stopped at once) or `from` is not
 * a wire time. What the caster and the detail's `previousPassword.validUntil` count from the
 * moment of the change (docs/ntrip-caster.md "Password rotation"; part1 §7 refined).
 */
export function passwordGraceEnd(from: string, graceDays: number): string | null {
  if (!(graceDays > 0)) return null;
  const ms = Date.parse(`${from.trim().replace(" ", "T")}Z`);
  return Number.isNaN(ms) ? null : toWireTime(ms + graceDays * GRACE_DAY_MS);
}
