// /accountMng (part2 §2 sub-account page; no menu code of its own): search, paging and the page
// size in the URL; the loader (routes/loaders/accountMng.ts) prefetches the page the component
// reads.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { subAccountSearch } from "../features/subaccounts/search";
import { rootRoute } from "./__root";

/** `/accountMng?userName=&fullName=&page=&pageSize=`. */
export const accountMngRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/accountMng",
  validateSearch: subAccountSearch,
  loaderDeps: ({ search }) => search,
  loader: (ctx) => import("./loaders/accountMng").then((m) => m.loadAccountMng(ctx)),
  component: lazyRouteComponent(
    () => import("../features/subaccounts/components/SubAccountsPage"),
    "SubAccountsPage",
  ),
});
