// Limits and value lists of the audit trail (docs/audit.md), zod-free so the console, the CLI and
// the sandbox read the same numbers.

/** Where a change came from, as the audit records it (`X-Fixcloud-Client`, or an API token). */
export const AUDIT_CLIENT_KINDS = ["console", "cli", "sdk", "token", "other"] as const;

/** The audit list counts matches up to this many; beyond it the total reads "10,000+". */
export const AUDIT_COUNT_CAP = 10_000;

/** At most this many rows of a batch entry per auditEntry page. */
export const AUDIT_ROWS_PAGE_MAX = 1000;

/**
 * The things an audit entry can be about (`entity`), in the order the console's filter offers
 * them: service accounts, pools, device accounts, account batches, sub-accounts, roles,
 * recipients, message settings, access keys, webhook endpoints, API tokens, the user's own login.
 */
export const AUDIT_ENTITIES = [
  "service_account",
  "pool",
  "pool_device",
  "batch",
  "sub_account",
  "role",
  "receiver",
  "message_setting",
  "access_key",
  "webhook",
  "token",
  "user",
] as const;
