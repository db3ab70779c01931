// The `--job-id` alphabet, apart from the journal: the accounts verbs' shared
// flags check it, and importing ./journal.ts for it made `accounts list` load write-file-atomic,
// signal-exit and node:crypto (start-up budget).

/** A `--job-id`: 1 to 64 letters, digits, `-`, `_`, `.` (the server's idempotency-key alphabet), not starting with a dot. */
export const JOB_ID = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$/;
