// The three service screens (part1 §2): one component per selectType, filters and paging in
// the URL. Search keys are the API's filter names, so a URL maps 1:1 onto the list call.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { mayVisit } from "../app/access";
import { accountListQuery } from "../features/accounts/queries";
import { rootRoute } from "./__root";
import { accountListParams, SERVICE_PATHS, serviceSearch } from "./search";

const SERVICE_PAGES = [
  { path: SERVICE_PATHS[0], selectType: 1, exportName: "HighPrecisionPage" },
  { path: SERVICE_PATHS[1], selectType: 2, exportName: "AuxPositionPage" },
  { path: SERVICE_PATHS[2], selectType: 3, exportName: "CloudChipPage" },
] as const;

export const serviceRoutes = SERVICE_PAGES.map(({ path, selectType, exportName }) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: serviceSearch,
    loaderDeps: ({ search }) => search,
    loader: ({ context: { queryClient }, deps }) =>
      deps.tab === 1 && mayVisit(path)
        ? queryClient.ensureQueryData(accountListQuery(accountListParams(selectType, deps)))
        : undefined,
    component: lazyRouteComponent(() => import("../features/accounts/ServicePage"), exportName),
  }),
);
