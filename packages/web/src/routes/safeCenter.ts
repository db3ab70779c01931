// /safeCenter, the security centre (part2 §2 [AQZX_HGS965]): the three cards. The loader starts
// the security data the page reads with the same options.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { mayVisit } from "../shared/permissions";
import { rootRoute } from "./__root";

/** `/safeCenter`. */
export const safeCenterRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/safeCenter",
  loader: ({ context: { queryClient } }) => {
    if (!mayVisit("/safeCenter")) return;
    // A dynamic import keeps the feature's calls out of the first route's chunk.
    void import("../features/centre/queries").then(({ securityDataQuery }) =>
      queryClient.prefetchQuery(securityDataQuery()),
    );
  },
  component: lazyRouteComponent(
    () => import("../features/centre/components/SafeCenterPage"),
    "SafeCenterPage",
  ),
});
