// The limits the rules enforce, with units (part1 §9, part2 §9): a leaf module without the rule
// functions, so the console's first route can read one number cheaply.

/** Limits the rules enforce, with units. */
export const LIMITS = {
  /** Inline remark, characters. */
  remarkMax: 50,
  /** Batch remark, characters. */
  batchRemarkMax: 20,
  /** Custom service password, exact characters. */
  customPasswordLength: 8,
  /** Add sub-accounts / generate service IDs by count: 1 to this. */
  addCountMax: 10_000,
  /** Accounts created in a pool at once: 1 to this (part1 §9 "import max 10,000 per time"). */
  fillCountMax: 10_000,
  /** Export rows at most (part1 §9; the check always passes, part1 §5). */
  exportMax: 10_000,
  /** Upload and attachment file name, characters. */
  fileNameMax: 50,
  /** Upload size, bytes (10 MB, the sandbox answers 413 above it). */
  uploadMaxBytes: 10 * 1024 * 1024,
  /** Ticket attachments per ticket. */
  attachmentsMax: 10,
  /** Image attachments, bytes (2 MB). */
  imageMaxBytes: 2 * 1024 * 1024,
  /** Certificate (business licence) image, bytes (3 MB). */
  certImageMaxBytes: 3 * 1024 * 1024,
  /** Receivers per customer. */
  receiversMax: 10,
  /** Receiver name and position, characters (at least 2, part2 §5). */
  receiverTextMax: 35,
  /** Fault search window, ms (30 days). */
  faultWindowMs: 2_592_000_000,
  /** Search inputs (account name, role name), characters. */
  searchMax: 100,
  /** Ticket title, characters (at least 5, part2 §5). */
  ticketTitleMax: 50,
  /** Ticket contacts, characters (part2 §5); open API tickets take {@link LIMITS.openApiContactsMax}. */
  ticketContactsMax: 30,
  /** Contacts of an open API ticket, characters (part2 §5). */
  openApiContactsMax: 35,
  /** Company name, legal representative and contact of a certification in zh-CN, characters (part2 §5). */
  certTextMax: 20,
  /** Username, full name, email, role name, remarks, characters (part2 §9). */
  fieldMax: 50,
  /** Trial days of a service account: 1 to this (ten years; the server's limit, part1 §7). */
  trialDaysMax: 3650,
  /** Days a reset or set password keeps the old one valid: 0 to this (docs/ntrip-caster.md "Password rotation"). */
  passwordGraceDaysMax: 7,
  /** Validity and silence periods, in their unit (days or months): 1 to this. */
  periodMax: 100_000,
} as const;

/** Page sizes offered by every list (part1 §2, §9). */
export const PAGE_SIZES = [10, 20, 30, 50, 100] as const;
/** The largest page the API serves, in rows. */
export const MAX_PAGE_SIZE = 1000;
