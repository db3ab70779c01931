// Glue between commander and the verb modules. Loaded at startup, so it imports nothing at
// runtime: the context (conf) and the verb module (SDK, prompts, tables) are imported only
// when the action runs (the netlify-cli pattern of lazy action imports).
import type { Command } from "commander";
import type { Context } from "./context.js";

/** What a verb module exports: an options parser (validates, throws UsageError) and run. */
export interface VerbModule<O> {
  /** Turn commander's positional args and options into the verb's typed options. No calls here. */
  parseOptions(args: string[], options: Record<string, unknown>, ctx: Context): O;
  /** Do the work. Pure apart from `ctx`: tests call it directly with a test context. */
  run(ctx: Context, opts: O): Promise<void>;
}

/** An action that loads its verb module lazily, builds the context, validates, then runs. */
export function lazyAction<O>(load: () => Promise<VerbModule<O>>) {
  return async (...actionArgs: unknown[]): Promise<void> => {
    const cmd = actionArgs[actionArgs.length - 1] as Command;
    const positional = actionArgs.slice(0, -2).flat() as string[];
    const [{ createContext }, mod] = await Promise.all([import("./context.js"), load()]);
    const ctx = await createContext(cmd.optsWithGlobals());
    const opts = mod.parseOptions(positional, cmd.opts(), ctx);
    await mod.run(ctx, opts);
  };
}
