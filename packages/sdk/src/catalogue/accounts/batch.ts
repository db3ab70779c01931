// Batch calls on service accounts (part1 §2, §4, §7): which accounts a call touches, the
// bodies of the batch actions, the started job and its status (docs/batch-operations.md).
import { z } from "zod";
import { GraceDays } from "./sessions.js";
import { CustomerId, Id, integer, oneOf } from "../shared/common.js";
import { LIMITS } from "../shared/limits.js";
import { AccountSearch, SelectType } from "./schemas.js";

/** Most ids one batch call accepts; bulk work is split into chunks of this size (part1 §7, docs/batch-operations.md). */
export const MAX_BATCH_IDS = 1000;
/** Most rows one export holds (part1 §9). */
export const MAX_EXPORT_ROWS = 10_000;

/**
 * An idempotency key for a batch call: a second call with the same key (same customer) answers
 * the batch the first one started instead of starting another, so a client that lost the answer
 * (killed, timed out) can send it again safely. 1 to 64 letters, digits, `-`, `_`, `.`.
 */
export const RequestId = z.string().regex(/^[\w.-]{1,64}$/, "1 to 64 letters, digits, -, _ or .");

/**
 * Which accounts a batch call touches (part1 §7): either `ids` (1 to 1000), or `search` (the
 * last list filter, all matching rows) minus `excludeIds` (the rows the user unticked).
 * `requestId` is an optional idempotency key (see {@link RequestId}).
 */
export const BatchTarget = z
  .object({
    requestId: RequestId.optional(),
    selectType: SelectType,
    customerId: CustomerId,
    ids: z.array(Id).min(1).max(MAX_BATCH_IDS).optional(),
    search: AccountSearch.optional(),
    excludeIds: z.array(Id).max(MAX_BATCH_IDS).optional(),
  })
  .refine((t) => (t.ids === undefined) !== (t.search === undefined), {
    message: "give either ids or search",
    path: ["ids"],
  });
/** What a caller passes for {@link BatchTarget} (before defaults, coercion and trimming). */
export type BatchTarget = z.input<typeof BatchTarget>;

/** Activation type: 1 manual (console), 2 automatic (first terminal connection), part1 §4. */
export const ActivationType = oneOf([1, 2]);

/** batchSetActivationType body. */
export const BatchActivationTypeRequest = BatchTarget.and(z.object({ activationType: ActivationType }));
/** batchSetAccountRemark body: inline edit (one id, max 50) or batch (max 20, checked by the client rule). */
export const BatchRemarkRequest = z.object({
  selectType: SelectType.optional(),
  ids: z.array(Id).min(1).max(MAX_BATCH_IDS),
  accountRemark: z
    .string()
    .max(50)
    .transform((s) => s.trim()),
});
/** setPassword body: a custom service password, exactly 8 lowercase letters and digits, mixed (L000333). */
export const SetPasswordRequest = z.object({
  accountId: Id,
  password: z.string().regex(/^(?![0-9]+$)(?![a-z]+$)[0-9a-z]{8}$/, "L000333"),
  /** Days the old password stays valid beside the new one, 0-7 (default 0: stops at once). */
  graceDays: GraceDays.optional(),
});
/** batchResetPassword body: the target and the old passwords' grace period, 0-7 days (default 0). */
export const BatchResetPasswordRequest = BatchTarget.and(z.object({ graceDays: GraceDays.optional() }));
/** batchTrialState body: `silentSwitchStatus` 1 opens a trial of `trialDays` days, 0 closes it. */
export const BatchTrialRequest = BatchTarget.and(
  z.object({
    silentSwitchStatus: oneOf([0, 1]),
    trialDays: integer(1, LIMITS.trialDaysMax, "L000366", "L000711").optional(),
  }),
);
/** checkBatchTrialState answer: whether a trial change is allowed now, and for how many accounts. */
export const TrialCheck = z.object({ allowed: z.boolean(), count: z.number().int(), message: z.string() });

/** A started batch job (asynchronous, part1 §4). Poll `accounts.batchStatus` until `state` is done. */
export const BatchJob = z.object({
  batchId: z.string(),
  action: z.string(),
  total: z.number().int(),
  state: z.enum(["running", "done"]),
});
/** Parsed shape of {@link BatchJob}. */
export type BatchJob = z.infer<typeof BatchJob>;

/** One row a batch did not change, and why (in the request's language). */
export const BatchRowResult = z.object({ id: z.string(), reason: z.string() });

/**
 * batchStatus answer: per-row results. `succeeded` rows changed; `skipped` rows were already
 * in the target state or not eligible (with reasons); `failed` rows do not exist for the customer.
 */
export const BatchStatus = BatchJob.extend({
  succeeded: z.number().int(),
  skipped: z.array(BatchRowResult),
  failed: z.array(BatchRowResult),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
/** Parsed shape of {@link BatchStatus}. */
export type BatchStatus = z.infer<typeof BatchStatus>;
/** batchStatus body. */
export const BatchStatusRequest = z.object({ batchId: z.string().min(1).max(64) });

/**
 * Whether an export file holds the accounts' service passwords: only when the user asks
 * (`true`); absent or `false` leaves the password column out. A project field beside the
 * spec's (docs/exports.md): a file with credentials is one the user chose to make.
 */
export const IncludePasswords = z.boolean().optional();

/**
 * batchExportExcel body: `ids` (1 to 10,000) or `search` minus `excludeIds`. More than 10,000
 * matching rows is refused with a clear message (part1 §9); the CLI splits bigger selections.
 * `includePasswords` adds the password column ({@link IncludePasswords}).
 */
export const ExportTarget = z
  .object({
    selectType: SelectType,
    customerId: CustomerId,
    ids: z.array(Id).min(1).max(MAX_EXPORT_ROWS).optional(),
    search: AccountSearch.optional(),
    excludeIds: z.array(Id).max(MAX_EXPORT_ROWS).optional(),
    includePasswords: IncludePasswords,
  })
  .refine((t) => (t.ids === undefined) !== (t.search === undefined), {
    message: "give either ids or search",
    path: ["ids"],
  });
/** What a caller passes for {@link ExportTarget} (before defaults, coercion and trimming). */
export type ExportTarget = z.input<typeof ExportTarget>;

/**
 * batchModifyValid body (edit validity of service accounts, part1 §2 batch actions; the spec
 * shows no path, see docs/api-paths.md). Rules as part1 §5: valid time and unit required,
 * silence period optional (needs its unit), usage limit positive.
 */
export const BatchValidityRequest = BatchTarget.and(
  z.object({
    validTime: integer(1, LIMITS.periodMax, "L000393", "L000712"),
    validTimeUnit: z.enum(["day", "month"], { error: "L000392" }),
    silenceTime: integer(1, LIMITS.periodMax, "L000389", "L000713").optional(),
    silenceTimeUnit: z.enum(["day", "month"], { error: "L000390" }).optional(),
    limitUseSum: integer(1, Number.MAX_SAFE_INTEGER, "L000388").optional(),
  }),
);
