// Checks of single flag values shared by every verb: whole numbers, fixed choices, text and
// dates read in the time-zone setting (part1 §5 input rules, §9 time zone). Every check runs
// before any call and throws a UsageError (exit code 2) in the context language.
// The light entry, so a verb that reads a date flag does not
// load the SDK's main entry (start-up budget).
import { parseLocalInput } from "@fixcloud/sdk/format";
import type { Context } from "../context.js";
import { UsageError } from "../errors.js";

type T = Context["t"];

/**
 * An optional whole number within [min, max] (given as text or number).
 * @returns undefined when `raw` is undefined.
 * @throws UsageError naming `flag` when the value is not a whole number in range.
 */
export function intFlag(t: T, flag: string, raw: unknown, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const s = String(raw).trim();
  const n = /^-?\d+$/.test(s) ? Number(s) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new UsageError(t("usage.integer", { flag, min, max, value: s }));
  return n;
}

/**
 * An optional value from a fixed list of CLI words (e.g. `--by day|month`).
 * @throws UsageError listing the choices when the value is not one of them.
 */
export function choiceFlag<V extends string>(
  t: T,
  flag: string,
  raw: unknown,
  choices: readonly V[],
): V | undefined {
  if (raw === undefined) return undefined;
  const s = String(raw).trim();
  if (!(choices as readonly string[]).includes(s))
    throw new UsageError(t("usage.choice", { flag, choices: choices.join(", "), value: s }));
  return s as V;
}

/**
 * An optional text value: trimmed; empty means none (part1 §2: "" is no filter).
 * @param max most characters (default 100, the list filters' limit).
 * @throws UsageError when longer than `max`.
 */
export function textFlag(t: T, flag: string, raw: unknown, max = 100): string | undefined {
  if (raw === undefined) return undefined;
  const s = String(raw).trim();
  if (s.length > max) throw new UsageError(t("usage.text", { flag, max }));
  return s === "" ? undefined : s;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date flag read in the time-zone setting (`UTC` or `local`) and returned as a UTC wire time
 * `YYYY-MM-DD HH:mm:ss` by the SDK's `parseLocalInput` (part1 §9). A bare date is the start of
 * the day for `from` and the last second of the day for `to`, so ranges cover whole days.
 * @throws UsageError when the text is not a date (or date and time).
 */
export function dateFlag(
  ctx: Pick<Context, "t" | "timeZone">,
  flag: string,
  raw: unknown,
  edge: "from" | "to",
): string | undefined {
  if (raw === undefined) return undefined;
  const s = String(raw).trim().replace("T", " ");
  const text = DATE_ONLY.test(s) ? `${s} ${edge === "to" ? "23:59:59" : "00:00:00"}` : s;
  const wire = parseLocalInput(text, ctx.timeZone);
  if (!wire) throw new UsageError(ctx.t("usage.date", { flag, value: String(raw).trim() }));
  return wire;
}

/**
 * The `--<name>-from` / `--<name>-to` pair: both optional, as UTC wire times.
 * @throws UsageError for a bad date, or when from is later than to.
 */
export function rangeFlags(
  ctx: Pick<Context, "t" | "timeZone">,
  name: string,
  from: unknown,
  to: unknown,
): [string | undefined, string | undefined] {
  const f = dateFlag(ctx, `--${name}-from`, from, "from");
  const tt = dateFlag(ctx, `--${name}-to`, to, "to");
  if (f && tt && f > tt)
    throw new UsageError(ctx.t("usage.range", { from: `--${name}-from`, to: `--${name}-to` }));
  return [f, tt];
}
