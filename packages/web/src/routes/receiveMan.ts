// /receiveMan (part2 §2 receiver list, menu JSR_JSF862): no search params; the loader starts the
// list the page reads (not awaited: the page shows its own loading state).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { mayVisit } from "../shared/permissions";
import { rootRoute } from "./__root";

/** `/receiveMan`. */
export const receiveManRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/receiveMan",
  loader: ({ context: { queryClient } }) => {
    if (!mayVisit("/receiveMan")) return;
    // A dynamic import keeps the feature's calls out of the first route's chunk.
    void import("../features/receivers/queries").then(({ receiverListQuery }) =>
      queryClient.prefetchQuery(receiverListQuery()),
    );
  },
  component: lazyRouteComponent(
    () => import("../features/receivers/components/ReceiversPage"),
    "ReceiversPage",
  ),
});
