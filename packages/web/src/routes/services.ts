// The three service screens (part1 §2): one route per service type, literal paths, the URL
// state of both tabs validated by the services feature's schema. The loader prefetches the open
// tab's list with the query options the tab reads; the list modules load with it (dynamic
// imports keep the accounts and pools catalogues out of the first route).
import type { ServiceType } from "@fixcloud/sdk";
import type { QueryClient } from "@tanstack/react-query";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { accountListParams } from "../features/accounts/search";
import { poolListParams } from "../features/pools/search";
import { type ServiceSearch, serviceSearch } from "../features/services/search";
import { mayVisit } from "../shared/permissions";
import { rootRoute } from "./__root";

const page = () => import("../features/services/components/ServicePage");

/** Prefetch the open tab's list of a service screen. */
async function loadTab(queryClient: QueryClient, selectType: ServiceType, search: ServiceSearch) {
  if (search.tab === 2) {
    const { poolListQuery } = await import("../features/pools/queries");
    await queryClient.ensureQueryData(poolListQuery(poolListParams(selectType, search)));
  } else {
    const { accountListQuery, silentSwitchQuery } = await import("../features/accounts/queries");
    // The trial switches only decide two toolbar buttons: fetched alongside, not awaited.
    void queryClient.prefetchQuery(silentSwitchQuery());
    await queryClient.ensureQueryData(accountListQuery(accountListParams(selectType, search)));
  }
}

/** `/highPrecision` (selectType 1). */
export const highPrecisionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/highPrecision",
  validateSearch: serviceSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    mayVisit("/highPrecision") ? loadTab(context.queryClient, 1, deps) : undefined,
  component: lazyRouteComponent(page, "HighPrecisionPage"),
});

/** `/auxPosition` (selectType 2). */
export const auxPositionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/auxPosition",
  validateSearch: serviceSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    mayVisit("/auxPosition") ? loadTab(context.queryClient, 2, deps) : undefined,
  component: lazyRouteComponent(page, "AuxPositionPage"),
});

/** `/cloudChip` (selectType 3). */
export const cloudChipRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/cloudChip",
  validateSearch: serviceSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => (mayVisit("/cloudChip") ? loadTab(context.queryClient, 3, deps) : undefined),
  component: lazyRouteComponent(page, "CloudChipPage"),
});
