// /webhooks under the personal centre (not in the spec; hidden route
// of GRZX_JGS897): the loader (routes/loaders/webhooks.ts) starts the endpoint list the page
// reads (not awaited: the page shows its own loading state). The feature loads with its own
// chunk.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** `/webhooks`. */
export const webhooksRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/webhooks",
  loader: (ctx) => import("./loaders/webhooks").then((m) => m.loadWebhooks(ctx)),
  component: lazyRouteComponent(() => import("../features/webhooks/components/WebhooksPage"), "WebhooksPage"),
});
