// Schemas of the expiring lists and the pool forecast (project additions to part1 §7 under the
// accounts and pools paths; docs/expiry.md): what ends within 10 or 30 days, soonest first,
// and when a pool runs out at its last 7 days' rate.
import { z } from "zod";
import { numeric, WireTime } from "../shared/common.js";
import { EXPIRING_OVERVIEW_MAX_ROWS } from "./expiry.js";

/** Service family `selectType` 1-3 (part1 §2). */
const Family = numeric(z.number().int().min(1).max(3));

/**
 * The window of an expiring list in days: 10 ("expiring soon", part1 §9, the default) or 30.
 * Anything else is refused by the schema.
 */
export const ExpiryWindow = numeric(z.number().int()).refine((d) => d === 10 || d === 30, {
  message: "withinDays must be 10 or 30",
});

/** accounts.listExpiring body: the family, the window (default 10) and a page (default 1 × 20, ≤ 1000). */
export const ExpiringAccountsRequest = z.object({
  selectType: Family,
  withinDays: ExpiryWindow.optional(),
  pageNo: numeric(z.number().int().positive()).optional(),
  pageSize: numeric(z.number().int().positive().max(1000)).optional(),
});
/** What a caller passes for {@link ExpiringAccountsRequest}. */
export type ExpiringAccountsRequest = z.input<typeof ExpiringAccountsRequest>;

/** One account in service ending within the window: its name, product and end (wire time, UTC). */
export const ExpiringAccount = z.object({
  accountName: z.string(),
  serviceProduct: z.string(),
  endTime: WireTime,
});
/** Parsed shape of {@link ExpiringAccount}. */
export type ExpiringAccount = z.infer<typeof ExpiringAccount>;

/** accounts.listExpiring answer: the count in the window and one page, soonest end first. */
export const ExpiringAccountsPage = z.object({ total: z.number().int(), list: z.array(ExpiringAccount) });
/** Parsed shape of {@link ExpiringAccountsPage}. */
export type ExpiringAccountsPage = z.infer<typeof ExpiringAccountsPage>;

/** pools.listExpiring body: the family and the window (default 10). */
export const ExpiringPoolsRequest = z.object({ selectType: Family, withinDays: ExpiryWindow.optional() });
/** What a caller passes for {@link ExpiringPoolsRequest}. */
export type ExpiringPoolsRequest = z.input<typeof ExpiringPoolsRequest>;

/** One pool in use ending within the window: id, calculation type, remaining quantity, end (UTC). */
export const ExpiringPool = z.object({
  poolId: z.string(),
  calType: z.string(),
  remainingQuantity: z.number(),
  endTime: WireTime,
});
/** Parsed shape of {@link ExpiringPool}. */
export type ExpiringPool = z.infer<typeof ExpiringPool>;

/** pools.listExpiring answer: every pool in the window, soonest end first. */
export const ExpiringPoolList = z.array(ExpiringPool);

/** pools.forecast body: the pool. */
export const PoolForecastRequest = z.object({ poolId: z.string().max(64) });
/** What a caller passes for {@link PoolForecastRequest}. */
export type PoolForecastRequest = z.input<typeof PoolForecastRequest>;

/**
 * pools.forecast answer: the pool's remaining quantity, its end (null when none), the rate
 * (amount per day over the last 7 whole UTC days, null when not consumed by use) and the
 * forecast's kind (`runsOut`, `noConsumption`, `empty`, `notQuantity`) with the run-out time
 * (wire time, UTC; null unless `runsOut`). See {@link poolForecast}.
 */
export const PoolForecastAnswer = z.object({
  poolId: z.string(),
  calType: z.string(),
  remainingQuantity: z.number(),
  endTime: WireTime.nullable(),
  kind: z.enum(["runsOut", "noConsumption", "empty", "notQuantity"]),
  ratePerDay: z.number().nullable(),
  runsOutAt: WireTime.nullable(),
});
/** Parsed shape of {@link PoolForecastAnswer}. */
export type PoolForecastAnswer = z.infer<typeof PoolForecastAnswer>;

/**
 * overview.getExpiring body: the window (10, the default, or 30) and how many accounts and how
 * many pools to list (default 5, at most 50).
 */
export const ExpiringOverviewRequest = z
  .object({
    withinDays: ExpiryWindow.optional(),
    rows: numeric(z.number().int().positive().max(EXPIRING_OVERVIEW_MAX_ROWS)).optional(),
  })
  .optional();
/** What a caller passes for {@link ExpiringOverviewRequest}. */
export type ExpiringOverviewRequest = z.input<typeof ExpiringOverviewRequest>;

/**
 * overview.getExpiring answer: for each family the caller may open (its service screen), the
 * number of accounts and of pools ending in the window; the soonest accounts and pools across
 * those families (at most `rows` of each), each with its family `selectType`.
 */
export const ExpiringOverview = z.object({
  families: z.array(
    z.object({ selectType: z.number().int(), accounts: z.number().int(), pools: z.number().int() }),
  ),
  accounts: z.array(ExpiringAccount.extend({ selectType: z.number().int() })),
  pools: z.array(ExpiringPool.extend({ selectType: z.number().int() })),
});
/** Parsed shape of {@link ExpiringOverview}. */
export type ExpiringOverview = z.infer<typeof ExpiringOverview>;
