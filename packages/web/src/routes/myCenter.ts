// /myCenter, the personal centre (part2 §2 [GRZX_JGS897 / JBXX_KSG629]): base info and the
// AccessKey table. The loader (routes/loaders/myCenter.ts) starts both reads; the page reads
// them with the same options.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** `/myCenter`. */
export const myCenterRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/myCenter",
  loader: (ctx) => import("./loaders/myCenter").then((m) => m.loadMyCenter(ctx)),
  component: lazyRouteComponent(() => import("../features/centre/components/MyCenterPage"), "MyCenterPage"),
});
