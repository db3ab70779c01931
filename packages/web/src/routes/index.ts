// `/` redirects to the overview (part1 §2).
import { HOME_ROUTE } from "@fixcloud/sdk";
import { createRoute, redirect } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** `/`: straight to the overview. */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  beforeLoad: () => {
    throw redirect({ to: HOME_ROUTE, replace: true });
  },
});
