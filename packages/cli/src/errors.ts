// Errors raised by the CLI itself; exit-codes.ts maps each class to its exit code.

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

/** A bulk job stopped by SIGINT/SIGTERM after saving its journal (already reported). Exit code 130. */
export class StoppedError extends Error {
  override name = "StoppedError";
  constructor() {
    super("");
  }
}
