// How a verb file declares itself and how the program registers it (design.md "CLI": one verb
// a file, the gh `pkg/cmd/<noun>/<verb>` layout with netlify-cli's lazy action imports).
// A verb file exports `command` — its name, help, flags and a loader of itself — next to the
// `parseOptions` that reads those flags and the `run` that tests call directly. Only `command`
// is read at start-up: the entry bundle keeps it and drops the rest (tree shaking), and the
// action imports the verb's own built module (with the SDK client, conf, prompts) when it runs.
import type { Command, Option } from "commander";
import type { Context, Io, ProfileStore } from "./context.js";
import type { ExitCode } from "./exit-codes.js";
import { examples } from "./lang.js";
import { machineOptions } from "./output/machine.js";

/** What a verb module exports besides its `command`: the options parser and run. */
export interface VerbModule<O> {
  /** Turn commander's positional args and options into the verb's typed options. No calls here. */
  parseOptions(args: string[], options: Record<string, unknown>, ctx: Context): O;
  /** Do the work. Pure apart from `ctx`: tests call it directly with a test context. */
  run(ctx: Context, opts: O): Promise<void>;
  /**
   * The fields `--json` may name (the API's field names of what `run` prints), for verbs that
   * declare `json`. Without it, `--json` alone runs the verb and lists the keys it printed.
   */
  jsonFields?(): readonly string[];
  /**
   * True when, with these options, `run` prints JSON lines (NDJSON: one record a line, as they
   * happen) instead of one JSON value: `--json`/`--jq` then shape and write each line as it
   * comes, and `--json` alone prints whole records rather than listing the fields.
   */
  streamsJson?(options: Record<string, unknown>): boolean;
  /**
   * The run glue (./action.ts), when the module carries it: a built verb bundle does (see
   * tsup.config.ts), so the verb and the glue share one copy of every CLI module.
   */
  runVerb?: typeof import("./action.js").runVerb;
}

/** A verb's declaration: read at registration, so it holds no calls and no heavy imports. */
export interface VerbCommand {
  /** The verb as typed, e.g. `list`. */
  readonly name: string;
  /** Positional arguments, e.g. `["<poolId>", "The pool"]`. */
  readonly args?: readonly (readonly [name: string, description: string])[];
  /** One line for the help, in the help language. */
  readonly description: string;
  /** The verb's flags, built only when the verb is registered. */
  readonly options?: () => readonly Option[];
  /** Command lines for the help's "Examples" block. */
  readonly examples: readonly string[];
  /** Text after the examples (notes on dates, exit codes …). */
  readonly note?: string;
  /**
   * The verb prints data (JSON with `--output json`): it gets `--json [fields]` and `--jq`,
   * handled around `run` by ./action.ts (output/machine.ts).
   */
  readonly json?: boolean;
  /** The verb's own module, imported when the verb runs. */
  load(): Promise<VerbModule<unknown>>;
}

/** A noun (`accounts`, `pools`, `pools devices`): its help and its verbs and sub-nouns. */
export interface NounCommand {
  readonly name: string;
  readonly description: string;
  readonly examples: readonly string[];
  readonly note?: string;
  /**
   * The noun's verbs and sub-nouns (its `verbs.ts`), loaded only when the command line names
   * the noun: `fixcloud --help` then neither loads nor builds their declarations.
   */
  children(): Promise<readonly (VerbCommand | NounCommand)[]>;
}

/**
 * One run of the command line (./run-cli.ts), as every verb it runs sees it: the words typed,
 * the streams and environment, the profile store and clock when a test gives them, and where
 * the verb's exit code goes.
 */
export interface Run {
  /** The words after `fixcloud`. */
  readonly argv: readonly string[];
  readonly io: Io;
  readonly store?: ProfileStore;
  readonly now?: () => number;
  /** Takes the exit code of the verb that ran. */
  exit(code: ExitCode): void;
}

const isNoun = (c: VerbCommand | NounCommand): c is NounCommand => "children" in c;

/**
 * Add a verb to `parent`: its arguments, flags, help text and lazy action. With `mentioned`, a
 * verb the command line does not name is only listed (`fixcloud --help` builds no flags).
 */
export function registerVerb(
  parent: Command,
  verb: VerbCommand,
  run: Run,
  mentioned?: (name: string) => boolean,
): Command {
  if (mentioned && !mentioned(verb.name)) return listVerb(parent, verb);
  const cmd = parent.command(verb.name).description(verb.description);
  for (const [name, description] of verb.args ?? []) cmd.argument(name, description);
  for (const option of verb.options?.() ?? []) cmd.addOption(option);
  if (verb.json) for (const option of machineOptions()) cmd.addOption(option);
  cmd.addHelpText("after", examples(...verb.examples) + (verb.note ?? ""));
  return cmd.action(lazyAction(() => verb.load(), run, { machine: verb.json === true }));
}

/**
 * A verb the command line does not name: listed in its noun's help (name, arguments, one line)
 * but without its flags, whose help texts and SDK labels cost start-up time for nothing.
 */
function listVerb(parent: Command, verb: VerbCommand): Command {
  const cmd = parent.command(verb.name).description(verb.description);
  for (const [name, description] of verb.args ?? []) cmd.argument(name, description);
  return cmd;
}

/**
 * Add a noun to `parent`. Its verbs are registered only when the command line names the noun
 * (`mentioned`), so `fixcloud --help` lists the nouns without building their flags; of those,
 * only a verb the command line names gets its flags and action (`fixcloud accounts list` builds
 * the flags of `list`, not of the ten other account verbs).
 */
export async function registerNoun(
  parent: Command,
  noun: NounCommand,
  run: Run,
  mentioned: (name: string) => boolean,
): Promise<Command> {
  const cmd = parent
    .command(noun.name)
    .description(noun.description)
    .addHelpText("after", examples(...noun.examples) + (noun.note ?? ""));
  if (!mentioned(noun.name)) return cmd;
  for (const child of await noun.children())
    if (isNoun(child)) await registerNoun(cmd, child, run, mentioned);
    else registerVerb(cmd, child, run, mentioned);
  return cmd;
}

/** How ./action.ts runs a verb. */
export interface RunSettings {
  /** The verb has `--json`/`--jq` (its declaration's `json`). */
  machine: boolean;
}

/**
 * An action that loads the verb module (and with it, when built, the run glue ./action.ts)
 * lazily, then builds the context, parses and runs; errors are reported and mapped to an exit
 * code over there, which goes to `run`.
 */
export function lazyAction(
  load: () => Promise<VerbModule<unknown>>,
  run: Run,
  settings: RunSettings = { machine: false },
) {
  return async (...actionArgs: unknown[]): Promise<void> => {
    const cmd = actionArgs[actionArgs.length - 1] as Command;
    const positional = actionArgs.slice(0, -2).flat() as string[];
    const mod = await load();
    const runVerb = mod.runVerb ?? (await import("./action.js")).runVerb;
    run.exit(await runVerb(mod, positional, cmd.opts(), cmd.optsWithGlobals(), run, settings));
  };
}
