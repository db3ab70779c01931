// Overview data (part1 §2, §7): key factory and query options shared by the route loader
// and the widgets.
import type { ExpiryWindowDays } from "@fixcloud/sdk";
import { queryOptions } from "@tanstack/react-query";
import { overview } from "./api";

/** The online/total tile is polled every 30 s (part1 §9), ms. */
export const COUNTS_REFRESH_MS = 30_000;

/** Query keys of the overview's data. */
export const overviewKeys = {
  all: ["overview"] as const,
  counts: () => [...overviewKeys.all, "counts"] as const,
  orderSum: () => [...overviewKeys.all, "orderSum"] as const,
  ticketSum: () => [...overviewKeys.all, "ticketSum"] as const,
  purchases: () => [...overviewKeys.all, "purchases"] as const,
  expiring: (withinDays: ExpiryWindowDays) => [...overviewKeys.all, "expiring", withinDays] as const,
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
 * What ends within `withinDays` (10 or 30) across the families the user may open (the server
 * leaves the others out): each family's counts and the soonest rows (docs/expiry.md "On the
 * overview").
 */
export const expiringQuery = (withinDays: ExpiryWindowDays) =>
  queryOptions({
    queryKey: overviewKeys.expiring(withinDays),
    queryFn: ({ signal }) => overview.expiring({ withinDays }, { signal }),
  });
