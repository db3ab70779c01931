// /myCenter, the personal centre (part2 §2 [GRZX_JGS897 / JBXX_KSG629]): base info and the
// AccessKey table. The loader starts both reads; the page reads them with the same options.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { mayVisit } from "../shared/permissions";
import { rootRoute } from "./__root";

/** `/myCenter`. */
export const myCenterRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/myCenter",
  loader: ({ context: { queryClient } }) => {
    if (!mayVisit("/myCenter")) return;
    // A dynamic import keeps the feature's calls out of the first route's chunk.
    void import("../features/centre/queries").then(({ accessKeysQuery, userInfoQuery }) => {
      void queryClient.prefetchQuery(userInfoQuery());
      void queryClient.prefetchQuery(accessKeysQuery());
    });
  },
  component: lazyRouteComponent(() => import("../features/centre/components/MyCenterPage"), "MyCenterPage"),
});
