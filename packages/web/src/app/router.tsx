// The route tree: built screens (overview eager, the rest lazy via lazyRouteComponent), a
// "not available yet" route for every other path of the SDK's route table, `/` → /overview.
// Hash history and no basepath: Vite's `base: '/my/'` places the app.
import type { QueryClient } from "@tanstack/react-query";
import { createHashHistory, createRouter } from "@tanstack/react-router";
import { indexRoute } from "../routes";
import { rootRoute } from "../routes/__root";
import { noticeDetailRoute, noticeListRoute } from "../routes/notices";
import { overviewRoute } from "../routes/overview";
import { placeholderRoutes } from "../routes/placeholders";
import { SERVICE_PATHS } from "../routes/search";
import { serviceNoListRoute } from "../routes/serviceNoList";
import { serviceRoutes } from "../routes/services";
import { RouteErrorPage, RoutePending } from "./pages";

const BUILT = new Set<string>([
  "/overview",
  "/noticeList",
  "/noticeDetail",
  ...SERVICE_PATHS,
  "/serviceNoList",
]);

export function createAppRouter(queryClient: QueryClient) {
  const routeTree = rootRoute.addChildren([
    indexRoute,
    overviewRoute,
    noticeListRoute,
    noticeDetailRoute,
    ...serviceRoutes,
    serviceNoListRoute,
    ...placeholderRoutes(BUILT),
  ]);
  return createRouter({
    routeTree,
    history: createHashHistory(),
    context: { queryClient },
    // Loaders read through React Query's cache; the router itself keeps nothing stale.
    defaultPreloadStaleTime: 0,
    defaultPreload: "intent",
    defaultPendingComponent: RoutePending,
    defaultPendingMs: 300,
    defaultErrorComponent: RouteErrorPage,
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
