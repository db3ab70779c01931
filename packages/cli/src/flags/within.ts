// The `--within` flag of the expiring verbs (docs/expiry.md): 10d (default, part1 §9) or 30d;
// a bare 10 or 30 is read as days. Anything else is a usage error, never rounded to the nearest.
import { EXPIRY_WINDOWS_DAYS } from "@fixcloud/sdk/lists";
import type { Context } from "../context.js";
import { UsageError } from "../errors.js";
import { h } from "../lang.js";

/** The help text of `--within`. */
export const WITHIN_HELP = () => h("Window: 10d (default) or 30d.", "时间范围：10d（默认）或 30d。");

/** The window in days from `--within`. @throws UsageError for anything but 10d/30d. */
export function parseWithin(ctx: Pick<Context, "t">, value: unknown): 10 | 30 {
  if (value === undefined) return 10;
  const m = /^(\d+)d?$/.exec(String(value).trim());
  const days = m ? Number(m[1]) : Number.NaN;
  if (!(EXPIRY_WINDOWS_DAYS as readonly number[]).includes(days))
    throw new UsageError(ctx.t("expiry.badWithin", { value: String(value) }));
  return days as 10 | 30;
}
