// The route tree (part1 §2 route table): every path of the SDK's route table has its screen
// (overview eager, the rest lazy via lazyRouteComponent), `/` → /overview. Every route is
// guarded by the session's menu codes before it loads (shared/permissions.ts), then its
// URL cleaned of values its search schema refuses (shared/urlState.ts).
// Hash history and no basepath: Vite's `base: '/my/'` places the app. The pending and error
// pages stay static (first route): the error page is what shows when a lazy chunk fails to load,
// and the pending page while one loads, so neither may itself be a download.
import type { QueryClient } from "@tanstack/react-query";
import { createHashHistory, createRouter } from "@tanstack/react-router";
import { indexRoute } from "../routes";
import { accountMngRoute } from "../routes/accountMng";
import { applyTicketRoute } from "../routes/applyTicket";
import { androidPdfRoute, apiPdfRoute } from "../routes/devdocs";
import { rootRoute } from "../routes/__root";
import { noticeDetailRoute, noticeListRoute } from "../routes/notices";
import { messageDetailRoute, messageListRoute, messageSettingsRoute } from "../routes/messages";
import { myCenterRoute } from "../routes/myCenter";
import { obstacleRoute } from "../routes/obstacle";
import { myOrderRoute, orderDetailRoute } from "../routes/orders";
import { overviewRoute } from "../routes/overview";
import { safeCenterRoute } from "../routes/safeCenter";
import { webhooksRoute } from "../routes/webhooks";
import { auditRoute } from "../routes/audit";
import { roleMngRoute } from "../routes/roleMng";
import { receiveManRoute } from "../routes/receiveMan";
import { serviceNoListRoute } from "../routes/serviceNoList";
import { realNameAttestateRoute, realNameInfoRoute } from "../routes/certification";
import { auxPositionRoute, cloudChipRoute, highPrecisionRoute } from "../routes/services";
import {
  addBugOrderRoute,
  addChangeOrderRoute,
  addOpenApiRoute,
  addSdkOrderRoute,
  workOrderMngRoute,
} from "../routes/tickets";
import { guardRoutes } from "../shared/permissions";
import { cleanUrlRoutes } from "../shared/urlState";
import { RouteErrorPage, RoutePending } from "../shell/pages";

const BUILT = [
  overviewRoute,
  noticeListRoute,
  noticeDetailRoute,
  highPrecisionRoute,
  auxPositionRoute,
  cloudChipRoute,
  serviceNoListRoute,
  obstacleRoute,
  realNameAttestateRoute,
  realNameInfoRoute,
  myCenterRoute,
  safeCenterRoute,
  webhooksRoute,
  auditRoute,
  accountMngRoute,
  roleMngRoute,
  receiveManRoute,
  myOrderRoute,
  orderDetailRoute,
  messageListRoute,
  messageDetailRoute,
  messageSettingsRoute,
  workOrderMngRoute,
  applyTicketRoute,
  addBugOrderRoute,
  addChangeOrderRoute,
  addOpenApiRoute,
  addSdkOrderRoute,
  apiPdfRoute,
  androidPdfRoute,
] as const;

/** The console's router: hash history, the route tree, loaders reading through `queryClient`. */
export function createAppRouter(queryClient: QueryClient) {
  const routeTree = rootRoute.addChildren([indexRoute, ...guardRoutes(cleanUrlRoutes([...BUILT]))]);
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
