// A flag's value checked by an SDK rule (catalogue rules return an L-code): a refusal is a usage
// error naming the flag, in the run's language, and nothing is sent.
import type { Context } from "../context.js";
import { UsageError } from "../errors.js";
import { sdkMessage } from "../output/print.js";

/** Throw the rule's L-code as a usage error in the run's language (exit 2, nothing sent). */
export function checkRule(ctx: Context, flag: string, result: string | null): void {
  if (result) throw new UsageError(`${flag}: ${sdkMessage(ctx, result)}`);
}
