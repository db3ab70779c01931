// /roleMng, the role page (part2 §2): its search is validated by the roles feature's
// schema; the loader (routes/loaders/roleMng.ts) starts the role list and the menu tree (the
// detail dialog's) without waiting, so a search never puts the route into its pending state.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { roleSearch } from "../features/roles/search";
import { rootRoute } from "./__root";

/** `/roleMng?roleName=&roleStatus=`. */
export const roleMngRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/roleMng",
  validateSearch: roleSearch,
  loaderDeps: ({ search }) => search,
  loader: (ctx) => import("./loaders/roleMng").then((m) => m.loadRoleMng(ctx)),
  component: lazyRouteComponent(() => import("../features/roles/components/RolePage"), "RolePage"),
});
