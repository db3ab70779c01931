// The list request of a URL state of this feature (part1 §7), apart from the URL schema in
// ./search.ts, which the route tree (first route) reads: requests load with the pages.
import { ticketList, type TimeZoneSetting } from "@fixcloud/sdk";
import { listParams } from "../../shared/list/params";
import type { TicketListSearch } from "./search";

/** The selectApplyTicketList body of a URL state. */
export function ticketListParams(search: TicketListSearch, timeZone: TimeZoneSetting) {
  return listParams(ticketList, search, {}, timeZone);
}
