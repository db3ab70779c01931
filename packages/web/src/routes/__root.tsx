// The root route: the console shell around every page, the not-found page, and the router
// context (the query client the loaders prefetch with).
import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext } from "@tanstack/react-router";
import { AppLayout } from "../app/AppLayout";
import { NotFoundPage } from "../app/pages";

/** What every loader gets: the query client. */
export interface RouterContext {
  queryClient: QueryClient;
}

/** The root route: the shell and the not-found page. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
});
