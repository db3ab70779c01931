// The overview's expiring block (part1 §9 "expiring soon" within 10 days, 30 on request;
// docs/expiry.md "On the overview"): whether a user has a block at all, and its totals.
import { type ExpiringOverview, SERVICE_TYPES, type ServiceType } from "@fixcloud/sdk";

const FAMILIES: readonly ServiceType[] = [1, 2, 3];

/**
 * The families whose service screen `mayOpen` allows, in menu order. The server answers for
 * these alone; with none the overview shows no block and makes no call.
 */
export function visibleFamilies(mayOpen: (path: string) => boolean): ServiceType[] {
  return FAMILIES.filter((t) => mayOpen(SERVICE_TYPES[t].route));
}

/** The tile's figures: accounts and pools ending in the window, over every family of the answer. */
export function expiringTotals(o: ExpiringOverview): { accounts: number; pools: number } {
  let accounts = 0;
  let pools = 0;
  for (const f of o.families) {
    accounts += f.accounts;
    pools += f.pools;
  }
  return { accounts, pools };
}
