// /fleet, the fleet health page (docs/fleet-health.md; a project route under the troubleshooting
// code PZGJ_KGS572): its scope (pool, service product) and window live in the URL, validated by
// the fleet feature's schema; linked from the overview's tools, the service screens and a pool's
// row. The loader (routes/loaders/fleet.ts) starts both calls without awaiting them: the page
// shows its own loading state. The page and its calls load on demand.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { fleetSearch } from "../features/fleet/search";
import { rootRoute } from "./__root";

/** `/fleet?poolId=&serviceProduct=&window=`. */
export const fleetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/fleet",
  validateSearch: fleetSearch,
  loaderDeps: ({ search }) => search,
  loader: (ctx) => import("./loaders/fleet").then((m) => m.loadFleet(ctx)),
  component: lazyRouteComponent(() => import("../pages/fleet/FleetPage"), "FleetPage"),
});
