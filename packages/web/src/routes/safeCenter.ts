// /safeCenter, the security centre (part2 §2 [AQZX_HGS965]): the three cards. The loader
// (routes/loaders/safeCenter.ts) starts the security data the page reads with the same options.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** `/safeCenter`. */
export const safeCenterRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/safeCenter",
  loader: (ctx) => import("./loaders/safeCenter").then((m) => m.loadSafeCenter(ctx)),
  component: lazyRouteComponent(
    () => import("../features/centre/components/SafeCenterPage"),
    "SafeCenterPage",
  ),
});
