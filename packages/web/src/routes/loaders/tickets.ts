// What /workOrderMng and the four ticket forms load (part2 §2), imported on demand by
// routes/tickets.ts (why here: docs/architecture.md, "First route weight"). The list is started,
// not awaited; a viewed ticket is awaited (an unknown one leads back to the list). The forms'
// permission checks stay in the route's `beforeLoad`, before this module is asked for.
import { ticketDetailQuery, ticketListQuery } from "../../features/tickets/queries";
import type { TicketFormSearch, TicketListSearch } from "../../features/tickets/search";
import { ticketListParams } from "../../features/tickets/params";
import { getSettings } from "../../shared/settings";
import { orBackToList } from "../../shared/urlState";
import type { LoaderArgs } from "../__root";

/** `/workOrderMng`: the list page of the search. */
export function loadTicketList({ context: { queryClient }, deps }: LoaderArgs<TicketListSearch>): void {
  void queryClient.prefetchQuery(ticketListQuery(ticketListParams(deps, getSettings().timeZone)));
}

/**
 * A ticket form: the ticket when one is viewed (`type` 2 with `detialId`), awaited: a ticket
 * the server does not know leads back to the list. Creating loads nothing.
 */
export async function loadTicketForm({
  context: { queryClient },
  deps,
}: LoaderArgs<Pick<TicketFormSearch, "type" | "detialId">>): Promise<void> {
  const { type, detialId } = deps;
  if (type !== 2 || !detialId) return;
  await orBackToList(queryClient.ensureQueryData(ticketDetailQuery(detialId)), "ticket", detialId, {
    to: "/workOrderMng",
  });
}
