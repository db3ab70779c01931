import { createRoute } from "@tanstack/react-router";
import { mayVisit } from "../app/access";
import { OverviewPage } from "../features/overview/OverviewPage";
import { countsQuery, orderSumQuery, purchasesQuery, ticketSumQuery } from "../features/overview/queries";
import { latestNoticesQuery } from "../features/notices/queries";
import { rootRoute } from "./__root";

/**
 * The first route, bundled eagerly. The loader starts every call at once without waiting:
 * each widget renders as soon as its own answer arrives.
 */
export const overviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/overview",
  component: OverviewPage,
  loader: ({ context: { queryClient } }) => {
    if (!mayVisit("/overview")) return;
    for (const q of [
      countsQuery(),
      orderSumQuery(),
      ticketSumQuery(),
      purchasesQuery(),
      latestNoticesQuery(),
    ])
      void queryClient.prefetchQuery(q as Parameters<typeof queryClient.prefetchQuery>[0]);
  },
});
