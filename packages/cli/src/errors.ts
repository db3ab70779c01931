// Errors raised by the CLI itself; exit-codes.ts maps each class to its exit code.
import type { Translate } from "./messages/index.js";

/** Bad command-line input, found before any call was made. Exit code 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** No usable session: not signed in, the stored token expired or belongs to another server. Exit code 4. */
export class NotSignedInError extends Error {
  override name = "NotSignedInError";
}

/** A bulk job, export or upload finished but some rows failed. Exit code 3. */
export class PartialFailureError extends Error {
  override name = "PartialFailureError";
  constructor(
    message: string,
    /** Rows that failed. */
    readonly failed: number,
    /** Rows in all. */
    readonly total: number,
  ) {
    super(message);
  }
}

/** `fixcloud doctor` found an error: the findings are printed; exit code 7. */
export class FindingsError extends Error {
  override name = "FindingsError";
}

/**
 * An outcome the command has already told the person about (what happened, how to resume):
 * nothing more is printed, only its exit code is set.
 */
export abstract class ReportedError extends Error {
  constructor() {
    super("");
  }
}

/** A bulk job stopped by SIGINT/SIGTERM after saving its journal (already reported). Exit code 130. */
export class StoppedError extends ReportedError {
  override name = "StoppedError";
}

/** A bulk job another live run holds the lock of (already reported). Exit code 6. */
export class BusyError extends ReportedError {
  override name = "BusyError";
}

/** A bulk job stopped by a lost connection after saving its journal (already reported). Exit code 5. */
export class ConnectionLostError extends ReportedError {
  override name = "ConnectionLostError";
}

/** The message key of a file problem: Node's error code, or a JSON syntax error. */
export type FileProblem =
  | "fileio.notFound"
  | "fileio.isDirectory"
  | "fileio.denied"
  | "fileio.notDirectory"
  | "fileio.badJson"
  | "fileio.other";

/** Node's error codes of a file that cannot be read, and the message key that says so. */
const FILE_PROBLEMS: Readonly<Record<string, FileProblem>> = {
  ENOENT: "fileio.notFound",
  EISDIR: "fileio.isDirectory",
  EACCES: "fileio.denied",
  EPERM: "fileio.denied",
  ENOTDIR: "fileio.notDirectory",
};

/**
 * What is wrong with a file, as a message key and its `reason`, or undefined when `error` is
 * not a file problem (Node's `ENOENT`, `EISDIR`, `EACCES` …, or a JSON syntax error).
 */
export function fileProblem(error: unknown): { key: FileProblem; reason: string } | undefined {
  if (error instanceof SyntaxError) return { key: "fileio.badJson", reason: error.message };
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== "string") return undefined;
  const key = FILE_PROBLEMS[code];
  if (key) return { key, reason: code };
  return /^E[A-Z]+$/.test(code) ? { key: "fileio.other", reason: code } : undefined;
}

/**
 * A person's message instead of a raw `EISDIR`/`ENOENT`/`EACCES` or a JSON parse error
 * (ids files, --input files, upload files, the config). Returns a UsageError
 * (exit 2) naming `file`; an error of another kind comes back as it is.
 */
export function fileError(error: unknown, file: string, t: Translate): unknown {
  if (error instanceof UsageError) return error;
  const problem = fileProblem(error);
  return problem ? new UsageError(t(problem.key, { file, reason: problem.reason }), { cause: error }) : error;
}
