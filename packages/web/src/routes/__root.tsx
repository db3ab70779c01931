// The root route: the console shell around every page, the not-found page, and the router
// context (the query client the loaders prefetch with). The not-found page stays static: it is
// small, shares its state page with the 403 page the shell needs anyway, and must show offline.
import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext } from "@tanstack/react-router";
import { AppLayout } from "../shell/AppLayout";
import { NotFoundPage } from "../shell/pages";

/** What every loader gets: the query client. */
export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * What a route's loading module (routes/loaders/*) gets from the route's one-line loader: the
 * router context and the route's loader deps (its validated search, or the part `loaderDeps`
 * keeps).
 */
export interface LoaderArgs<Deps = Record<string, never>> {
  context: RouterContext;
  deps: Deps;
}

/** The root route: the shell and the not-found page. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
});
