// The overview's expiring block (part1 §9 "expiring soon" within 10 days, 30 on request;
// docs/expiry.md "On the overview"): which service families a user's block covers, and the
// families' expiring lists merged into the tile's counts and the soonest rows of each kind.
import {
  type ExpiringAccount,
  type ExpiringAccountsPage,
  type ExpiringPool,
  SERVICE_TYPES,
  type ServiceType,
} from "@fixcloud/sdk";

/** How many accounts and how many pools the block lists, soonest first; "see all" shows the rest. */
export const EXPIRING_ROWS = 5;

const FAMILIES: readonly ServiceType[] = [1, 2, 3];

/**
 * The families whose service screen `mayOpen` allows, in menu order: the expiring calls have
 * that screen's access (docs/expiry.md), so the block asks only for these and a sub-user never
 * gets a refusal for a family the role does not grant.
 */
export function visibleFamilies(mayOpen: (path: string) => boolean): ServiceType[] {
  return FAMILIES.filter((t) => mayOpen(SERVICE_TYPES[t].route));
}

/** One family's answers: the first page of its expiring accounts (with the total) and its expiring pools. */
export interface FamilyExpiring {
  selectType: ServiceType;
  accounts: ExpiringAccountsPage;
  pools: readonly ExpiringPool[];
}

/** An expiring account with its family. */
export type ExpiringAccountRow = ExpiringAccount & { selectType: ServiceType };
/** An expiring pool with its family. */
export type ExpiringPoolRow = ExpiringPool & { selectType: ServiceType };

/** What the block shows: the totals, each family's counts (its "see all" links) and the soonest rows. */
export interface ExpiringSummary {
  accountTotal: number;
  poolTotal: number;
  byFamily: { selectType: ServiceType; accounts: number; pools: number }[];
  accounts: ExpiringAccountRow[];
  pools: ExpiringPoolRow[];
}

/** Soonest end first (wire times sort as text), then by name, then by family: a stable order. */
function soonest<R extends { endTime: string; selectType: number }>(key: (r: R) => string) {
  return (a: R, b: R) =>
    a.endTime.localeCompare(b.endTime) || key(a).localeCompare(key(b)) || a.selectType - b.selectType;
}

/**
 * The families' answers merged: account totals are the calls' `total` (a page holds only the
 * first rows), pool totals the lists' lengths; the `rows` soonest accounts and pools across the
 * families.
 */
export function summarizeExpiring(answers: readonly FamilyExpiring[], rows: number): ExpiringSummary {
  const accounts = answers
    .flatMap((a) => a.accounts.list.map((r) => ({ ...r, selectType: a.selectType })))
    .sort(soonest<ExpiringAccountRow>((r) => r.accountName));
  const pools = answers
    .flatMap((a) => a.pools.map((r) => ({ ...r, selectType: a.selectType })))
    .sort(soonest<ExpiringPoolRow>((r) => r.poolId));
  const byFamily = answers.map((a) => ({
    selectType: a.selectType,
    accounts: a.accounts.total,
    pools: a.pools.length,
  }));
  return {
    accountTotal: byFamily.reduce((n, f) => n + f.accounts, 0),
    poolTotal: byFamily.reduce((n, f) => n + f.pools, 0),
    byFamily,
    accounts: accounts.slice(0, rows),
    pools: pools.slice(0, rows),
  };
}
