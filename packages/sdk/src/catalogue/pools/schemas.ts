// Schemas of resource pools and their device accounts (part1 §2-§3, §7): the list requests
// built from the list descriptors, the pool, batch and fill bodies, the usage chart, device
// batches, uploads and their 506 report.
import { z } from "zod";
import { ActivationType, MAX_BATCH_IDS } from "../accounts/batch.js";
import { SelectType } from "../accounts/schemas.js";
import { CustomerId, Id, integer, listPage, WireTime } from "../shared/common.js";
import { LIMITS } from "../shared/limits.js";
import { listFilterSchema, listRequestSchema } from "../shared/list-schema.js";
import { poolDeviceList, poolList } from "./lists.js";

/** Resource-pool calculation types (part1 §3): time, time in minutes, traffic, count, concurrency. */
export const CalType = z.enum(["days_pool", "minutes_pool", "traffic_pool", "count_pool", "concurrent_pool"]);
/** Parsed shape of {@link CalType}. */
export type CalType = z.infer<typeof CalType>;
/** Validity and silence units (part1 §9: day or month). */
export const TimeUnit = z.enum(["day", "month"]);
/** Parsed shape of {@link TimeUnit}. */
export type TimeUnit = z.infer<typeof TimeUnit>;

/**
 * A positive integer whose every failure (not a number, not an integer, not positive) reports
 * `code`, the L-code of the matching rule (part1 §5), so the server answers the rule's message.
 */
const positiveInt = (code: string) => integer(1, Number.MAX_SAFE_INTEGER, code);
/** A validity or silence unit whose failure reports `code` (L000390 silence, L000392 validity). */
const unit = (code: string) => z.enum(["day", "month"], { error: code });
/** A required end of a chart range: missing or empty reports L000416 (part1 §5). */
const rangeEnd = z.string({ error: "L000416" }).min(1, { error: "L000416" }).pipe(WireTime);

/** Pool list filters (part1 §2), from {@link poolList}; `""` or `null` mean "no filter". */
export const PoolFilter = listFilterSchema(poolList, { selectType: SelectType });
/** What a caller passes for {@link PoolFilter}. */
export type PoolFilter = z.input<typeof PoolFilter>;
/** poolList body: filters of part1 §2 plus paging. */
export const PoolListRequest = listRequestSchema(poolList, { selectType: SelectType });
/** What a caller passes for {@link PoolListRequest}. */
export type PoolListRequest = z.input<typeof PoolListRequest>;

/** A resource pool (part1 §3). Times are wire times (UTC) or null. */
export const Pool = z.object({
  poolId: z.string(),
  bpId: z.string(),
  selectType: z.number().int(),
  calType: CalType,
  calTypeName: z.string(),
  serviceProduct: z.string(),
  serviceProductName: z.string(),
  orderNo: z.string(),
  buyTotal: z.number(),
  remainingQuantity: z.number(),
  buyTotalName: z.string(),
  remainingQuantityName: z.string(),
  abpState: z.number().int(),
  forceActivationTime: z.string().nullable(),
  activationTime: z.string().nullable(),
  endTime: z.string().nullable(),
  activationMode: z.number().int(),
  activationStatus: z.number().int(),
  oldPoolIdFlag: z.boolean(),
  deviceCount: z.number().int(),
});
/** Parsed shape of {@link Pool}. */
export type Pool = z.infer<typeof Pool>;
/** poolList answer: `{ total, list }` of {@link Pool} (part1 §7). */
export const PoolListPage = listPage(Pool);

/** pool batchActivation body: pools are activated only when activationMode 1 and activationStatus 1. */
export const PoolActivationRequest = z.object({ poolIds: z.array(Id).min(1).max(MAX_BATCH_IDS) });
/** pool batchSetActivationType body. */
export const PoolActivationTypeRequest = PoolActivationRequest.extend({ activationType: ActivationType });
/** Answer of pool batch calls: pools changed and pools left alone with reasons. */
export const PoolBatchResult = z.object({
  succeeded: z.number().int(),
  skipped: z.array(z.object({ id: z.string(), reason: z.string() })),
});

/** poolStatistics body: usage by `day` or `month` over [startTime, endTime] (L000416 when missing). */
export const PoolStatisticsRequest = z.object({
  poolId: Id,
  type: z.enum(["day", "month"]),
  calType: CalType.optional(),
  startTime: rangeEnd,
  endTime: rangeEnd,
});
/** A usage chart point (part1 §3): `time` is the day (YYYY-MM-DD) or month (YYYY-MM). */
export const UsagePoint = z.object({ time: z.string(), totalSum: z.number() });
/** Parsed shape of {@link UsagePoint}. */
export type UsagePoint = z.infer<typeof UsagePoint>;
/** poolStatistics answer: one {@link UsagePoint} per day or month, in order (part1 §7). */
export const UsageSeries = z.array(UsagePoint);

/**
 * Body of concurrentPoolFillAccount, daysPoolFillAccount and autoCreateAccountOfPool
 * (part1 §7). Rules L000387-L000393 are checked by the fill form (`poolFillForm`) and again here.
 */
export const PoolFillRequest = z.object({
  bpId: Id,
  poolId: Id,
  customerId: CustomerId,
  creatAccountSum: integer(1, 10_000, "L000387"), // LIMITS.fillCountMax
  limitUseSum: positiveInt("L000388").optional(),
  silenceTime: integer(1, LIMITS.periodMax, "L000389", "L000713").optional(),
  silenceTimeUnit: unit("L000390").optional(),
  validTime: integer(1, LIMITS.periodMax, "L000393", "L000712").optional(),
  validTimeUnit: unit("L000392").optional(),
});
/** What a caller passes for {@link PoolFillRequest} (before defaults, coercion and trimming). */
export type PoolFillRequest = z.input<typeof PoolFillRequest>;
/** Answer of the fill calls: how many accounts were created and their names. */
export const PoolFillResult = z.object({ created: z.number().int(), accountNames: z.array(z.string()) });

/** Device-account list filters of one pool (/serviceNoList), from {@link poolDeviceList}. */
export const PoolDeviceFilter = listFilterSchema(poolDeviceList, { poolId: Id });
/** What a caller passes for {@link PoolDeviceFilter}. */
export type PoolDeviceFilter = z.input<typeof PoolDeviceFilter>;
/** Device-account list body: the pool, the filters and paging. */
export const PoolDeviceListRequest = listRequestSchema(poolDeviceList, {
  poolId: Id,
  customerId: CustomerId,
});
/** What a caller passes for {@link PoolDeviceListRequest} (before defaults, coercion and trimming). */
export type PoolDeviceListRequest = z.input<typeof PoolDeviceListRequest>;

/** A device account (sub-account) of a pool. */
export const PoolDevice = z.object({
  id: z.string(),
  poolId: z.string(),
  accountName: z.string(),
  password: z.string(),
  sn: z.string().nullable(),
  accountRemark: z.string(),
  serviceState: z.number().int(),
  disableState: z.number().int(),
  onlineState: z.number().int(),
  validTime: z.number().int().nullable(),
  validTimeUnit: z.string().nullable(),
  validName: z.string(),
  silenceTime: z.number().int().nullable(),
  silenceTimeUnit: z.string().nullable(),
  limitUseSum: z.number().nullable(),
  activationTime: z.string().nullable(),
  endTime: z.string().nullable(),
  createTime: z.string(),
});
/** Parsed shape of {@link PoolDevice}. */
export type PoolDevice = z.infer<typeof PoolDevice>;
/** Device-account list answer: `{ total, list }` of {@link PoolDevice}. */
export const PoolDeviceListPage = listPage(PoolDevice);

/** Device batch body: the pool, 1 to 1000 device-account ids and the caller's customer (part1 §7). */
export const PoolDeviceBatchRequest = z.object({
  poolId: Id,
  customerId: CustomerId,
  ids: z.array(Id).min(1).max(MAX_BATCH_IDS),
});
/** Device remark body (max 50 characters). */
export const PoolDeviceRemarkRequest = PoolDeviceBatchRequest.extend({
  accountRemark: z
    .string()
    .max(LIMITS.remarkMax)
    .transform((s) => s.trim()),
});
/** Device validity edit body; `limitUseSum` applies only when the pool is not concurrent (type ≠ 1). */
export const PoolDeviceValidRequest = PoolDeviceBatchRequest.extend({
  validTime: integer(1, LIMITS.periodMax, "L000393", "L000712"),
  validTimeUnit: unit("L000392"),
  silenceTime: integer(1, LIMITS.periodMax, "L000389", "L000713").optional(),
  silenceTimeUnit: unit("L000390").optional(),
  limitUseSum: positiveInt("L000388").optional(),
});
/**
 * Device export body: selected ids, or every device of the pool matching the filter;
 * `includePasswords: true` adds the password column (docs/exports.md).
 */
export const PoolDeviceExportRequest = z.intersection(
  PoolDeviceFilter,
  z.object({
    ids: z.array(Id).max(10_000).optional(),
    customerId: CustomerId,
    includePasswords: z.boolean().optional(),
  }),
);
/** Pool export body: selected pool ids, or every pool matching the filter. */
export const PoolExportRequest = z.intersection(
  PoolFilter,
  z.object({ poolIds: z.array(Id).max(10_000).optional() }),
);

/** Count of device accounts to add or service IDs to generate: 1 to 10000 (L000409). */
export const AddByCountRequest = z.object({
  bindAccountNo: Id,
  num: integer(1, 10_000, "L000409"),
});
/** setElTimePoolActivationMode body. */
export const ActivationModeRequest = z.object({ bindAccountNo: Id, activationMode: ActivationType });
/** getElErrorUploadSnDownload body. */
export const ErrorReportRequest = z.object({ errorId: Id });
/** Answer of an upload or add-by-count: how many device accounts were added. */
export const DevicesAdded = z.object({ added: z.number().int(), accountNames: z.array(z.string()) });
/** `data` of a 506 answer to an upload with bad rows (part1 §2-3). */
export const UploadErrorReport = z.object({
  errorId: z.string(),
  errorUploadSnResList: z.array(z.object({ sn: z.string(), failCause: z.string() })),
});
/** Parsed shape of {@link UploadErrorReport}. */
export type UploadErrorReport = z.infer<typeof UploadErrorReport>;
/** The `msg` field of a device upload: which pool the file is for. */
export const UploadMsg = z.object({
  bpId: z.string().max(64).optional(),
  poolId: z.string().max(64).optional(),
  bindAccountNo: z.string().max(64).optional(),
});
