// Overview data (part1 §2, §7): key factory and query options shared by the route loader
// and the widgets.
import type { ExpiryWindowDays, ServiceType } from "@fixcloud/sdk";
import { queryOptions } from "@tanstack/react-query";
import { expiring, overview } from "./api";
import { EXPIRING_ROWS, summarizeExpiring } from "./expiring";

/** The online/total tile is polled every 30 s (part1 §9), ms. */
export const COUNTS_REFRESH_MS = 30_000;

/** Query keys of the overview's data. */
export const overviewKeys = {
  all: ["overview"] as const,
  counts: () => [...overviewKeys.all, "counts"] as const,
  orderSum: () => [...overviewKeys.all, "orderSum"] as const,
  ticketSum: () => [...overviewKeys.all, "ticketSum"] as const,
  purchases: () => [...overviewKeys.all, "purchases"] as const,
  expiring: (withinDays: ExpiryWindowDays, families: readonly ServiceType[]) =>
    [...overviewKeys.all, "expiring", withinDays, families.join(",")] as const,
};

/** Online and total service accounts, refreshed every 30 s. */
export const countsQuery = () =>
  queryOptions({
    queryKey: overviewKeys.counts(),
    queryFn: ({ signal }) => overview.counts({ signal }),
    refetchInterval: COUNTS_REFRESH_MS,
  });

/** The number of orders. */
export const orderSumQuery = () =>
  queryOptions({ queryKey: overviewKeys.orderSum(), queryFn: ({ signal }) => overview.orderSum({ signal }) });

/** The number of tickets. */
export const ticketSumQuery = () =>
  queryOptions({
    queryKey: overviewKeys.ticketSum(),
    queryFn: ({ signal }) => overview.ticketSum({ signal }),
  });

/** The recent purchases, newest first. */
export const purchasesQuery = () =>
  queryOptions({
    queryKey: overviewKeys.purchases(),
    queryFn: ({ signal }) => overview.recentPurchases({ signal }),
  });

/**
 * What ends within `withinDays` (10 or 30) in the given families (those the user may open,
 * `visibleFamilies`): each family's first accounts with their total and its pools, all at once,
 * merged soonest first (docs/expiry.md "On the overview").
 */
export const expiringQuery = (withinDays: ExpiryWindowDays, families: readonly ServiceType[]) =>
  queryOptions({
    queryKey: overviewKeys.expiring(withinDays, families),
    queryFn: async ({ signal }) =>
      summarizeExpiring(
        await Promise.all(
          families.map(async (selectType) => {
            const [accounts, pools] = await Promise.all([
              expiring.accounts.listExpiring({ selectType, withinDays, pageSize: EXPIRING_ROWS }, { signal }),
              expiring.pools.listExpiring({ selectType, withinDays }, { signal }),
            ]);
            return { selectType, accounts, pools };
          }),
        ),
        EXPIRING_ROWS,
      ),
  });
