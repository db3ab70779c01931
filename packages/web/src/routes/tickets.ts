// /workOrderMng and the four ticket forms (part2 §2). The list's search comes from the
// SDK's ticket list descriptor (`?id=` fills the number filter); the loader starts the list
// request without waiting. A form route needs XZ_GSH982 to create and XQ_HGS227 to view
// (part2 §6): without it the route is the 403 page and nothing is called (checked here, before
// the loaders of routes/loaders/tickets.ts are asked for).
import { ForbiddenError, PAGE_PERMISSIONS } from "@fixcloud/sdk";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { KIND_PATHS } from "../features/tickets/paths";
import { ticketFormSearch, ticketListSearch } from "../features/tickets/search";
import { getSession } from "../shared/session";
import { mayWith } from "../shared/permissions";
import { rootRoute } from "./__root";

/** `/workOrderMng?ticketNo=&status=&ticketType=&createTime=&page=&pageSize=` (and `?id=`). */
export const workOrderMngRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/workOrderMng",
  validateSearch: ticketListSearch,
  loaderDeps: ({ search }) => search,
  loader: (ctx) => import("./loaders/tickets").then((m) => m.loadTicketList(ctx)),
  component: lazyRouteComponent(
    () => import("../features/tickets/components/TicketListPage"),
    "TicketListPage",
  ),
});

const formRoute = (path: (typeof KIND_PATHS)[keyof typeof KIND_PATHS]) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: ticketFormSearch,
    beforeLoad: ({ search }) => {
      const viewing = search.type === 2;
      const code = viewing ? PAGE_PERMISSIONS.ticketDetail : PAGE_PERMISSIONS.addTicket;
      if (!mayWith(getSession(), code))
        throw new ForbiddenError({ code: 403, httpStatus: 403, message: path });
    },
    loaderDeps: ({ search }) => ({ type: search.type, detialId: search.detialId }),
    loader: (ctx) => import("./loaders/tickets").then((m) => m.loadTicketForm(ctx)),
    component: lazyRouteComponent(
      () => import("../features/tickets/components/TicketFormPage"),
      "TicketFormPage",
    ),
  });

/** `/addBugOrder?type=&status=&detialId=`. */
export const addBugOrderRoute = formRoute(KIND_PATHS[1]);
/** `/addChangeOrder?type=&status=&detialId=`. */
export const addChangeOrderRoute = formRoute(KIND_PATHS[2]);
/** `/addOpenAPI?type=&status=&detialId=`. */
export const addOpenApiRoute = formRoute(KIND_PATHS[3]);
/** `/addSdkOrder?type=&status=&detialId=`. */
export const addSdkOrderRoute = formRoute(KIND_PATHS[5]);
