// Errors raised by the CLI itself. Each maps to an exit code in exit-codes.ts by `name`.

/** Bad command-line input, found before any call was made. Exit code 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** No usable session: not signed in, or the stored token expired. Exit code 4. */
export class NotSignedInError extends Error {
  override name = "NotSignedInError";
}

/** A bulk job finished but some rows failed. Exit code 3. */
export class PartialFailureError extends Error {
  override name = "PartialFailureError";
  constructor(
    message: string,
    readonly failed: number,
    readonly total: number,
  ) {
    super(message);
  }
}
