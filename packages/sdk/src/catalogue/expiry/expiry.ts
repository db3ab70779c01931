// Expiry ahead of time (part1 §9 "expiring soon" = within 10 days; the notice thresholds and the
// pool forecast are project additions, docs/expiry.md): which notice threshold an end time has
// reached, and when a pool's remaining quantity runs out at its last 7 days' consumption rate.
// One place so the sandbox, the console and the CLI decide alike.
import { defineEnum } from "../shared/enum.js";
import type { ServiceType } from "../shared/services.js";
import { EXPIRING_SOON_DAYS, toWireTime } from "../shared/time.js";
import type { ExpiringAccount, ExpiringAccountsPage, ExpiringOverview, ExpiringPool } from "./schemas.js";

const DAY_MS = 86_400_000;

/** The windows an expiring list may ask for, in days: 10 (part1 §9) and 30 on request. */
export const EXPIRY_WINDOWS_DAYS = [EXPIRING_SOON_DAYS, 30] as const;
/** A window of {@link EXPIRY_WINDOWS_DAYS}. */
export type ExpiryWindowDays = (typeof EXPIRY_WINDOWS_DAYS)[number];

/**
 * The windows as an enum, for the lists' "expiring within" filter (project addition beside
 * part1 §2, docs/expiry.md): values 10 and 30 (days), labels `expiringWithin.10` and `.30`.
 */
export const expiringWithin = defineEnum("expiringWithin", "part1 §9", EXPIRY_WINDOWS_DAYS);

/** What "in service" means for an expiring account: `serviceState` 2 (part1 §4). */
export const ACCOUNT_IN_SERVICE = { key: "serviceState", value: 2 } as const;
/** What "in service" means for an expiring pool: `abpState` 1, in use (part1 §4). */
export const POOL_IN_SERVICE = { key: "abpState", value: 1 } as const;

/**
 * The end times that count as expiring within `days` at `nowMs` (epoch ms), as wire times
 * (UTC): after `after` (now: an already-ended service does not count) and up to `until`
 * inclusive (now + `days` days). The one rule of the expiring lists, the lists' "expiring
 * within" filter and {@link isExpiringSoon}.
 */
export function expiryWindow(nowMs: number, days: number): { after: string; until: string } {
  return { after: toWireTime(nowMs), until: toWireTime(nowMs + days * DAY_MS) };
}

/**
 * The notice thresholds, in days before the end, largest first: a notice is sent once when an
 * account or pool in service comes within 10 days of its end and once more within 1 day.
 */
export const EXPIRY_NOTICE_THRESHOLDS_DAYS = [EXPIRING_SOON_DAYS, 1] as const;
/** A threshold of {@link EXPIRY_NOTICE_THRESHOLDS_DAYS}. */
export type ExpiryNoticeThreshold = (typeof EXPIRY_NOTICE_THRESHOLDS_DAYS)[number];

/**
 * The smallest notice threshold (days) that an end at `endMs` has reached at `nowMs` (epoch ms),
 * or null when the end is further than 10 days away or already past (an ended service is told by
 * its state, not by a notice). A service 12 h from its end has reached 1; 5 days, 10.
 */
export function expiryThresholdReached(endMs: number, nowMs: number): ExpiryNoticeThreshold | null {
  const left = endMs - nowMs;
  if (!(left > 0)) return null;
  let reached: ExpiryNoticeThreshold | null = null;
  for (const t of EXPIRY_NOTICE_THRESHOLDS_DAYS) if (left <= t * DAY_MS) reached = t;
  return reached;
}

/** How many days of usage the forecast's rate is taken over. */
export const FORECAST_WINDOW_DAYS = 7;

/** One day of a pool's usage: the UTC day (YYYY-MM-DD) and the amount in the pool's unit. */
export interface PoolUsageDay {
  day: string;
  total: number;
}

/**
 * A pool's forecast: `runsOut` with the epoch ms it reaches 0 and the daily rate; `noConsumption`
 * when nothing was used in the last 7 days (it never runs out at that rate); `empty` when nothing
 * remains; `notQuantity` for a pool whose remaining quantity is not consumed by use (a concurrent
 * pool counts seats, which come back).
 */
export type PoolForecast =
  | { kind: "runsOut"; ratePerDay: number; atMs: number; daysLeft: number }
  | { kind: "noConsumption" }
  | { kind: "empty" }
  | { kind: "notQuantity" };

/**
 * When a pool's `remaining` quantity runs out at the mean daily consumption of the 7 whole UTC
 * days before the day of `nowMs` (days without a usage row count as 0; rows outside the window
 * are ignored). The run-out time is `nowMs + remaining / rate` days. `calType` is the pool's
 * calculation type (concurrent pools are not consumed: `notQuantity`).
 */
export function poolForecast(
  calType: string,
  remaining: number,
  usage: readonly PoolUsageDay[],
  nowMs: number,
): PoolForecast {
  if (calType === "concurrent_pool") return { kind: "notQuantity" };
  if (!(remaining > 0)) return { kind: "empty" };
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const first = new Date(today - FORECAST_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10);
  const last = new Date(today - DAY_MS).toISOString().slice(0, 10);
  let used = 0;
  for (const u of usage) if (u.day >= first && u.day <= last && u.total > 0) used += u.total;
  if (used <= 0) return { kind: "noConsumption" };
  const ratePerDay = used / FORECAST_WINDOW_DAYS;
  const daysLeft = remaining / ratePerDay;
  return { kind: "runsOut", ratePerDay, daysLeft, atMs: nowMs + Math.round(daysLeft * DAY_MS) };
}

/** How many accounts and how many pools `overview.getExpiring` lists by default, soonest first. */
export const EXPIRING_OVERVIEW_ROWS = 5;
/** The most of each kind `overview.getExpiring` lists (its `rows`). */
export const EXPIRING_OVERVIEW_MAX_ROWS = 50;

/** One family's expiring lists: the first page of its accounts (with the total) and its pools. */
export interface FamilyExpiring {
  selectType: ServiceType;
  accounts: ExpiringAccountsPage;
  pools: readonly ExpiringPool[];
}

/** Soonest end first (wire times sort as text), then by name, then by family: a stable order. */
function soonest<R extends { endTime: string; selectType: number }>(key: (r: R) => string) {
  return (a: R, b: R) =>
    a.endTime.localeCompare(b.endTime) || key(a).localeCompare(key(b)) || a.selectType - b.selectType;
}

/**
 * The overview's expiring block (`overview.getExpiring`, docs/expiry.md "On the overview") from
 * each family's lists: per family the account total (the call's `total`: a page holds only the
 * first rows) and the pool count, and the `rows` soonest accounts and pools across the families,
 * each with its family. Families appear in the order given.
 */
export function summarizeExpiring(answers: readonly FamilyExpiring[], rows: number): ExpiringOverview {
  const accounts = answers
    .flatMap((a) => a.accounts.list.map((r: ExpiringAccount) => ({ ...r, selectType: a.selectType })))
    .sort(soonest<ExpiringAccount & { selectType: number }>((r) => r.accountName));
  const pools = answers
    .flatMap((a) => a.pools.map((r) => ({ ...r, selectType: a.selectType })))
    .sort(soonest<ExpiringPool & { selectType: number }>((r) => r.poolId));
  return {
    families: answers.map((a) => ({
      selectType: a.selectType,
      accounts: a.accounts.total,
      pools: a.pools.length,
    })),
    accounts: accounts.slice(0, rows),
    pools: pools.slice(0, rows),
  };
}
