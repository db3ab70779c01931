// The root route: the console shell around every page, the not-found page, and the router
// context (the query client the loaders prefetch with).
import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext } from "@tanstack/react-router";
import { AppLayout } from "../app/AppLayout";
import { NotFoundPage } from "../app/pages";

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
});
