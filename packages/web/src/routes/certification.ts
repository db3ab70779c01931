// /realNameAttestate and /realNameInfo?type= (part2 §2, §4). Both loaders
// (routes/loaders/certification.ts) read the certification status; /realNameInfo sends an
// approved customer to the status page, and a resubmission link while there is nothing to
// resubmit too, with a message.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { realNameInfoSearch } from "../features/certification/search";
import { rootRoute } from "./__root";

/** `/realNameAttestate`: the status by flag. */
export const realNameAttestateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/realNameAttestate",
  loader: (ctx) => import("./loaders/certification").then((m) => m.loadRealNameAttestate(ctx)),
  component: lazyRouteComponent(
    () => import("../features/certification/components/RealNameAttestatePage"),
    "RealNameAttestatePage",
  ),
});

/** `/realNameInfo?type=`: the form or the read-only application. */
export const realNameInfoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/realNameInfo",
  validateSearch: realNameInfoSearch,
  loaderDeps: ({ search }) => ({ type: search.type }),
  loader: (ctx) => import("./loaders/certification").then((m) => m.loadRealNameInfo(ctx)),
  component: lazyRouteComponent(
    () => import("../features/certification/components/RealNameInfoPage"),
    "RealNameInfoPage",
  ),
});
