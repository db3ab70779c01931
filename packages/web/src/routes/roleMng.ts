// /roleMng, the role page (part2 §2; issue 9): its search is validated by the roles feature's
// schema; the loader starts the role list and the menu tree (the detail dialog's) without
// waiting, so a search never puts the route into its pending state.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { roleSearch } from "../features/roles/search";
import { mayVisit } from "../shared/permissions";
import { getSettings } from "../shared/settings";
import { rootRoute } from "./__root";

/** `/roleMng?roleName=&roleStatus=`. */
export const roleMngRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/roleMng",
  validateSearch: roleSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    if (!mayVisit("/roleMng")) return;
    // A dynamic import keeps the feature's calls out of the first route's chunk.
    void import("../features/roles/queries").then(({ menuTreeQuery, roleListQuery }) => {
      void queryClient.prefetchQuery(roleListQuery(deps));
      void queryClient.prefetchQuery(menuTreeQuery(getSettings().language));
    });
  },
  component: lazyRouteComponent(() => import("../features/roles/components/RolePage"), "RolePage"),
});
