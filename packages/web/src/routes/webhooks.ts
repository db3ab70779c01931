// /webhooks under the personal centre (issue 12 "Signed webhooks", not in the spec; hidden route
// of GRZX_JGS897): the loader starts the endpoint list the page reads (not awaited: the page
// shows its own loading state). The feature loads with its own chunk.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { mayVisit } from "../shared/permissions";
import { rootRoute } from "./__root";

/** `/webhooks`. */
export const webhooksRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/webhooks",
  loader: ({ context: { queryClient } }) => {
    if (!mayVisit("/webhooks")) return;
    // A dynamic import keeps the feature's calls out of the first route's chunk.
    void import("../features/webhooks/queries").then(({ endpointsQuery }) =>
      queryClient.prefetchQuery(endpointsQuery()),
    );
  },
  component: lazyRouteComponent(() => import("../features/webhooks/components/WebhooksPage"), "WebhooksPage"),
});
