// /serviceNoList (part1 §2): the device accounts of a pool, a hidden child of the service menu.
// The loader finds the pool (its calculation type decides every device call), then starts its
// device list request with the query options the page reads, without waiting for it: a search or
// page change keeps the page on screen with its previous rows (issue 7 defect 3).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { deviceListParams, deviceSearch } from "../features/pools/devices/search";
import { getSettings } from "../shared/settings";
import { rootRoute } from "./__root";

/** `/serviceNoList?poolId=&type=&selectType=`. */
export const serviceNoListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/serviceNoList",
  validateSearch: deviceSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    if (!deps.poolId) return;
    const [{ poolQuery }, { deviceListQuery, poolRefOf }] = await Promise.all([
      import("../features/pools/queries"),
      import("../features/pools/devices/queries"),
    ]);
    const pool = await queryClient.ensureQueryData(poolQuery(deps.poolId, deps.selectType));
    if (pool)
      void queryClient.prefetchQuery(
        deviceListQuery(poolRefOf(pool), deviceListParams(deps, getSettings().timeZone)),
      );
  },
  component: lazyRouteComponent(
    () => import("../features/pools/devices/components/DevicesPage"),
    "DevicesPage",
  ),
});
