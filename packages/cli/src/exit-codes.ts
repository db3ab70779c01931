// The one map from outcomes to process exit codes (design.md "CLI" conventions).
// Errors are matched by `name` and not by `instanceof` so this module stays free of
// imports: it is loaded at startup, and the SDK is only loaded inside actions.

/** Process exit codes of `fixcloud`. Scripts may rely on these values. */
export const ExitCode = {
  /** Success. */
  OK: 0,
  /** The API answered with an error (envelope code other than 200). */
  API_ERROR: 1,
  /** Bad command line: unknown flag, bad flag value, missing value without a TTY. */
  USAGE: 2,
  /** A bulk job finished with some rows failed. */
  PARTIAL_FAILURE: 3,
  /** Not signed in, the token expired, or the server answered 401/406. */
  AUTH: 4,
  /** The server could not be reached or did not answer in time. */
  CONNECTION: 5,
  /** A bulk job stopped by SIGINT/SIGTERM; its journal is saved and a rerun resumes it. */
  INTERRUPTED: 130,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** Envelope codes that mean "sign in again" (part1 §4, §8). */
const AUTH_CODES = new Set([401, 406]);

/** Commander error codes that only report help or the version: not failures. */
const COMMANDER_OK = new Set([
  "commander.helpDisplayed",
  "commander.version",
  "commander.executeSubCommandAsync",
]);

/** The exit code for anything thrown by a command. */
export function exitCodeFor(error: unknown): ExitCode {
  if (!(error instanceof Error)) return ExitCode.API_ERROR;
  const e = error as Error & { code?: unknown };
  switch (e.name) {
    case "UsageError":
      return ExitCode.USAGE;
    case "NotSignedInError":
      return ExitCode.AUTH;
    case "PartialFailureError":
      return ExitCode.PARTIAL_FAILURE;
    case "StoppedError":
      return ExitCode.INTERRUPTED;
    case "ConnectionError":
    case "TimeoutError":
      return ExitCode.CONNECTION;
    case "ApiError":
      return typeof e.code === "number" && AUTH_CODES.has(e.code) ? ExitCode.AUTH : ExitCode.API_ERROR;
    case "CommanderError":
      return typeof e.code === "string" && COMMANDER_OK.has(e.code) ? ExitCode.OK : ExitCode.USAGE;
    case "ExitPromptError":
      // Ctrl+C inside a prompt: the user abandoned the command line.
      return ExitCode.USAGE;
    default:
      return ExitCode.API_ERROR;
  }
}
