// One run of the `fixcloud` command line, in process (design.md "CLI" and "Tests"): the words
// typed after the program name, the run's streams, environment and stdin, and optionally a
// profile store and a clock go in; the exit code comes out (./exit-codes.ts). The process entry
// (./main.ts) runs it once with the process's own; tests run it many times with buffers, as gh
// tests its commands. A run leaves nothing behind in the process: its exit code is returned,
// not set, and the listeners it adds go with it.
import { CommanderError } from "commander";
import type { Io, ProfileStore } from "./context.js";
import { commanderExitCode, ExitCode } from "./exit-codes.js";
import { h } from "./lang.js";
import { buildProgram } from "./program.js";
import type { Run } from "./runner.js";

/** What a run may be given besides its command line and streams. */
export interface RunCliOptions {
  /** Where profiles are read and written (default: the config file, through conf). */
  store?: ProfileStore;
  /** The clock of the session's expiry checks (default `Date.now`). */
  now?: () => number;
}

/**
 * Run `argv` (the words after `fixcloud`) with `io`. Resolves the exit code; a verb's failure
 * is reported on `io.stderr` and mapped, never thrown.
 */
export async function runCli(
  argv: readonly string[],
  io: Io,
  options: RunCliOptions = {},
): Promise<ExitCode> {
  let code: ExitCode = ExitCode.OK;
  const run: Run = {
    argv,
    io,
    ...options,
    exit: (c) => {
      code = c;
    },
  };
  // Two entries that are not commands: the answer to a Tab (the completion script calls it)
  // and the help topic `fixcloud help environment`.
  if (argv[0] === "completion-server") {
    const { complete } = await import("./commands/completion/server.js");
    await complete(await buildProgram(run, { all: true }), io.env, io.stdout);
    return ExitCode.OK;
  }
  if (argv[0] === "help" && (argv[1] === "environment" || argv[1] === "env")) {
    const { environmentHelp } = await import("./commands/help/environment.js");
    io.stdout.write(environmentHelp());
    return ExitCode.OK;
  }
  const program = await buildProgram(run);
  if (argv.length === 0) {
    program.outputHelp();
    return ExitCode.OK;
  }
  try {
    await program.parseAsync(argv, { from: "user" });
  } catch (error) {
    return fail(error, io);
  }
  return code;
}

/**
 * Report an error of the command line itself: commander has already printed its own (help,
 * version, unknown flag). Verb errors never get here: ./action.ts reports and maps them. The
 * stack only with FIXCLOUD_DEBUG=1.
 */
function fail(error: unknown, io: Io): ExitCode {
  if (error instanceof CommanderError) return commanderExitCode(error);
  const e = error instanceof Error ? error : new Error(String(error));
  io.stderr.write(`${h("Error", "错误")}: ${e.message}\n`);
  if (io.env.FIXCLOUD_DEBUG === "1" && e.stack) io.stderr.write(`${e.stack}\n`);
  return ExitCode.API_ERROR;
}
