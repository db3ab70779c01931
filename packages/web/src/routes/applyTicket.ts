// /applyTicket under the ticket centre (part1 §2 side menu "OpenAPI and SDK application tickets";
// the route table gives the item no path, the project does): the two application forms and
// their tickets. Nothing to load: the page is links.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** `/applyTicket`. */
export const applyTicketRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/applyTicket",
  component: lazyRouteComponent(
    () => import("../features/tickets/components/ApplyTicketsPage"),
    "ApplyTicketsPage",
  ),
});
