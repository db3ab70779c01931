// The form routes of the four ticket kinds (part2 §2), apart from their form tables (./kinds.ts):
// the route tree is in the first route, the tables are not (first-route budget).
import type { TicketType } from "@fixcloud/sdk";

/** The form routes of the kinds (part2 §2). */
export const KIND_PATHS = {
  1: "/addBugOrder",
  2: "/addChangeOrder",
  3: "/addOpenAPI",
  5: "/addSdkOrder",
} as const satisfies Record<TicketType, string>;

/** A form route. */
export type KindPath = (typeof KIND_PATHS)[TicketType];
