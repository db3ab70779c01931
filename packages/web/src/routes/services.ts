// The three service screens (part1 §2): one route per service type, literal paths, the URL
// state of both tabs validated by the services feature's schema. The loader
// (routes/loaders/services.ts) starts the open tab's list request with the query options the
// tab reads, and the route does not wait for it.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { serviceSearch } from "../pages/services/search";
import { rootRoute } from "./__root";

const page = () => import("../pages/services/ServicePage");

/** `/highPrecision` (selectType 1). */
export const highPrecisionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/highPrecision",
  validateSearch: serviceSearch,
  loaderDeps: ({ search }) => search,
  loader: (ctx) => import("./loaders/services").then((m) => m.loadService(ctx, 1)),
  component: lazyRouteComponent(page, "HighPrecisionPage"),
});

/** `/auxPosition` (selectType 2). */
export const auxPositionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/auxPosition",
  validateSearch: serviceSearch,
  loaderDeps: ({ search }) => search,
  loader: (ctx) => import("./loaders/services").then((m) => m.loadService(ctx, 2)),
  component: lazyRouteComponent(page, "AuxPositionPage"),
});

/** `/cloudChip` (selectType 3). */
export const cloudChipRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/cloudChip",
  validateSearch: serviceSearch,
  loaderDeps: ({ search }) => search,
  loader: (ctx) => import("./loaders/services").then((m) => m.loadService(ctx, 3)),
  component: lazyRouteComponent(page, "CloudChipPage"),
});
