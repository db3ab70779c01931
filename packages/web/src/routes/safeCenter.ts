// /safeCenter, the security centre (part2 §2 [AQZX_HGS965]): the three cards. The loader starts
// the security data the page reads with the same options.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { securityDataQuery } from "../features/centre/queries";
import { mayVisit } from "../shared/permissions";
import { rootRoute } from "./__root";

/** `/safeCenter`. */
export const safeCenterRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/safeCenter",
  loader: ({ context: { queryClient } }) => {
    if (!mayVisit("/safeCenter")) return;
    void queryClient.prefetchQuery(securityDataQuery());
  },
  component: lazyRouteComponent(
    () => import("../features/centre/components/SafeCenterPage"),
    "SafeCenterPage",
  ),
});
