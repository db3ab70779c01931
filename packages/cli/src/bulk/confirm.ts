// Confirmation of changes (design.md "CLI": prompts only on a TTY): asked on a terminal (@inquirer/prompts on stderr), skipped by
// --yes or CI=true. Without a terminal and without either, a change is a usage error found
// before any call (exit 2): a command line never hangs waiting for an answer.
import { type Context, isCI } from "../context.js";
import { UsageError } from "../errors.js";

/** True when no question will be asked. */
export function preConfirmed(ctx: Context): boolean {
  return ctx.yes || isCI(ctx.io.env);
}

/** Throw a usage error when a confirmation would be needed but cannot be asked. */
export function requireConfirmable(ctx: Context, dryRun = false): void {
  if (!dryRun && !preConfirmed(ctx) && !ctx.interactive) throw new UsageError(ctx.t("confirm.needYes"));
}

/** Ask (default no); --yes and CI=true answer yes. */
export async function confirmChange(ctx: Context, message: string): Promise<boolean> {
  if (preConfirmed(ctx)) return true;
  const { confirm } = await import("@inquirer/prompts");
  return confirm({ message, default: false }, { output: ctx.io.stderr as NodeJS.WritableStream });
}
