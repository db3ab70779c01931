// /accountMng (part2 §2 sub-account page; no menu code of its own): search, paging and the page
// size in the URL; the loader prefetches the page the component reads.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { subAccountListParams, subAccountSearch } from "../features/subaccounts/search";
import { mayVisit } from "../shared/permissions";
import { rootRoute } from "./__root";

/** `/accountMng?userName=&fullName=&page=&pageSize=`. */
export const accountMngRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/accountMng",
  validateSearch: subAccountSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    if (!mayVisit("/accountMng")) return;
    // Started, not awaited: the page shows its own loading state (issue 7 pending rule). A
    // dynamic import keeps the feature's calls out of the first route's chunk.
    void import("../features/subaccounts/queries").then(({ subAccountListQuery }) =>
      queryClient.prefetchQuery(subAccountListQuery(subAccountListParams(deps))),
    );
  },
  component: lazyRouteComponent(
    () => import("../features/subaccounts/components/SubAccountsPage"),
    "SubAccountsPage",
  ),
});
