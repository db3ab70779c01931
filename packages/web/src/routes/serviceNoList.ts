// /serviceNoList (part1 §2): the device accounts of a pool, a hidden child of the service menu.
// The loader (routes/loaders/serviceNoList.ts) finds the pool, then starts its device list
// request without waiting for it.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { deviceSearch } from "../features/pools/devices/search";
import { rootRoute } from "./__root";

/** `/serviceNoList?poolId=&type=&selectType=`. */
export const serviceNoListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/serviceNoList",
  validateSearch: deviceSearch,
  loaderDeps: ({ search }) => search,
  loader: (ctx) => import("./loaders/serviceNoList").then((m) => m.loadServiceNoList(ctx)),
  component: lazyRouteComponent(
    () => import("../features/pools/devices/components/DevicesPage"),
    "DevicesPage",
  ),
});
