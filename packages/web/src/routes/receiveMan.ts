// /receiveMan (part2 §2 receiver list, menu JSR_JSF862): no search params; the loader
// (routes/loaders/receiveMan.ts) starts the list the page reads (not awaited: the page shows its
// own loading state).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** `/receiveMan`. */
export const receiveManRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/receiveMan",
  loader: (ctx) => import("./loaders/receiveMan").then((m) => m.loadReceiveMan(ctx)),
  component: lazyRouteComponent(
    () => import("../features/receivers/components/ReceiversPage"),
    "ReceiversPage",
  ),
});
