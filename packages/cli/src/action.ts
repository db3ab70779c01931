// The lazily loaded half of every command run (an entry of its own, see tsup.config.ts): build
// the context, parse the verb's flags, run it, and report a failure in the context language
// with its exit code (design.md "CLI": messages on stderr, exit codes from one map). Errors are
// matched by class here, in the same bundle as the SDK that throws them.
import { ApiError, SessionError } from "@fixcloud/sdk/transport";
import { type Context, createContext, type GlobalOptions, type Io } from "./context.js";
import { ReportedError } from "./errors.js";
import { ExitCode, exitCodeFor, isPromptClosed } from "./exit-codes.js";
import { helpLanguage } from "./lang.js";
import { formatNetworkError, isNetworkError } from "./net/failure.js";
import { translator } from "./messages/index.js";
import {
  Capture,
  checkFields,
  emitMachine,
  emitMachineLine,
  LineCapture,
  machineContext,
  parseMachine,
  printFieldList,
} from "./output/machine.js";
import type { Run, RunSettings, VerbModule } from "./runner.js";

/**
 * Run one verb of `run`: context, `parseOptions`, `run`. Never throws: a failure is written to
 * stderr (the message only; the stack with FIXCLOUD_DEBUG=1) and its exit code resolved.
 * With `--json`/`--jq` (verbs that declare `json`), the verb prints JSON into a buffer that
 * output/machine.ts cuts to the asked fields and filters; `--json` alone lists the fields.
 */
export async function runVerb(
  mod: VerbModule<unknown>,
  positional: string[],
  options: Record<string, unknown>,
  globals: GlobalOptions,
  run: Pick<Run, "argv" | "io" | "store" | "now">,
  settings: RunSettings = { machine: false },
): Promise<ExitCode> {
  let ctx: Context | undefined;
  try {
    ctx = await createContext(globals, {
      io: run.io,
      argv: run.argv,
      ...(run.store ? { store: run.store } : {}),
      ...(run.now ? { now: run.now } : {}),
    });
    const machine = settings.machine ? parseMachine(options, ctx) : undefined;
    const available = mod.jsonFields?.();
    const streaming = machine !== undefined && mod.streamsJson?.(options) === true;
    // `--json` alone answers from the declared list, before any call (a verb printing JSON
    // lines prints its records instead: a list would end a stream before it started).
    if (machine?.listFields && available && !streaming) {
      printFieldList(ctx, available);
      return ExitCode.OK;
    }
    if (machine?.fields && available) checkFields(ctx, machine.fields, available);
    const opts = mod.parseOptions(positional, options, ctx);
    if (!machine) {
      await mod.run(ctx, opts);
      return ExitCode.OK;
    }
    if (streaming) {
      const spec = { ...machine, listFields: false };
      const lines = new LineCapture((line) => emitMachineLine(ctx as Context, line, spec, available));
      try {
        await mod.run(machineContext(ctx, lines), opts);
      } catch (error) {
        // The lines printed before the failure (a verdict's exit 7) still reach the reader.
        await lines.done().catch(() => {});
        throw error;
      }
      await lines.done();
      return ExitCode.OK;
    }
    const capture = new Capture();
    try {
      await mod.run(machineContext(ctx, capture), opts);
    } catch (error) {
      // A verb that fails after printing (some rows failed: exit 3) still hands over its JSON.
      if (capture.text.trim() !== "")
        await emitMachine(ctx, capture.text, machine, available).catch(() => {});
      throw error;
    }
    await emitMachine(ctx, capture.text, machine, available);
    return ExitCode.OK;
  } catch (error) {
    reportError(error, run.io, ctx);
    return exitCodeFor(error);
  }
}

/**
 * Print an error for a person on `io`'s stderr: one line (plus a sign-in hint for a session
 * error), in the context's language, or the help language when the context could not be built.
 */
export function reportError(error: unknown, io: Io, ctx?: Context): void {
  // A stopped or refused bulk job has already said why and how to resume; Ctrl+C at a prompt
  // is the person's own choice and needs no message.
  if (error instanceof ReportedError || isPromptClosed(error)) return;
  const stderr = io.stderr;
  const t = ctx?.t ?? translator(helpLanguage);
  // A network failure is one line naming the URL and the cause (net/failure.ts).
  if (isNetworkError(error)) {
    stderr.write(
      `${t("error.prefix")}: ${formatNetworkError(error, ctx?.language ?? helpLanguage, ctx?.timeoutSeconds, ctx?.lastFailedURL)}\n`,
    );
    return;
  }
  const e = error instanceof Error ? error : new Error(String(error));
  const suffix = e instanceof ApiError ? ` (${t("error.code", { code: e.code })})` : "";
  stderr.write(`${t("error.prefix")}: ${e.message}${suffix}\n`);
  if (e instanceof SessionError) stderr.write(`${t("error.signInAgain")}\n`);
  if (io.env.FIXCLOUD_DEBUG === "1" && e.stack) stderr.write(`${e.stack}\n`);
}
