// The four ticket kinds as screens (part2 §2-§3): each kind's form route. The fields each form
// shows, in order, with their rules are the SDK's ticket form descriptors (`ticketForms`); the
// form page renders whichever kind from them, and the type picker and the list's detail action
// link by the routes here.
import type { TicketType } from "@fixcloud/sdk";

import { KIND_PATHS } from "./paths";

export { KIND_PATHS, type KindPath } from "./paths";

/** The kind of a form route. */
export function kindOfPath(path: string): TicketType {
  const hit = Object.entries(KIND_PATHS).find(([, p]) => p === path);
  return (hit ? Number(hit[0]) : 1) as TicketType;
}
