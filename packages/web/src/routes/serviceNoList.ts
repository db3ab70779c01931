// /serviceNoList (part1 §2): device accounts of a pool, a hidden child of the service menu.
// The search params pass through here and are parsed by the page (features/devices/search.ts):
// the schema then travels with the page's lazy chunk, not with the first route.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** What a link may put in the URL; the page validates it, with fallbacks for bad values. */
export interface DeviceRouteSearch {
  poolId?: string;
  type?: number;
  selectType?: number;
  accountName?: string;
  sn?: string;
  serviceState?: number;
  disableState?: number;
  page?: number;
  pageSize?: number;
}

export const serviceNoListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/serviceNoList",
  validateSearch: (search: Record<string, unknown>) => search as DeviceRouteSearch,
  component: lazyRouteComponent(() => import("../features/devices/DevicesPage"), "DevicesPage"),
});
