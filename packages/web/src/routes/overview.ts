// /overview (part1 §2), the first route, bundled eagerly. The loader starts every call at once
// without waiting: each widget shows as soon as its own answer arrives (it reads the same query
// options with useSuspenseQuery).
import { createRoute } from "@tanstack/react-router";
import { latestNoticesQuery } from "../features/notices/queries";
import { OverviewPage } from "../features/overview/components/OverviewPage";
import { EXPIRING_SOON_DAYS } from "@fixcloud/sdk";
import { visibleFamilies } from "../features/overview/expiring";
import {
  countsQuery,
  expiringQuery,
  orderSumQuery,
  purchasesQuery,
  ticketSumQuery,
} from "../features/overview/queries";
import { mayVisit } from "../shared/permissions";
import { rootRoute } from "./__root";

/** `/overview`. */
export const overviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/overview",
  component: OverviewPage,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(countsQuery());
    void queryClient.prefetchQuery(orderSumQuery());
    void queryClient.prefetchQuery(ticketSumQuery());
    void queryClient.prefetchQuery(purchasesQuery());
    void queryClient.prefetchQuery(latestNoticesQuery());
    // The block's first window; nothing for a user who may open no service screen.
    if (visibleFamilies(mayVisit).length) void queryClient.prefetchQuery(expiringQuery(EXPIRING_SOON_DAYS));
  },
});
