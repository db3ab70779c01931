// Helpers of the `messages` verbs: message ids from the command line (spaces or commas).
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";

/** The message ids of `args` (each may hold several, comma-separated), unique, in order. */
export function parseMessageIds(args: readonly string[], ctx: Context): string[] {
  const ids = args
    .flatMap((a) => a.split(","))
    .map((s) => s.trim())
    .filter(Boolean);
  for (const id of ids)
    if (!/^\d{1,18}$/.test(id)) throw new UsageError(ctx.t("messages.badId", { id: id.slice(0, 40) }));
  return [...new Set(ids)];
}
