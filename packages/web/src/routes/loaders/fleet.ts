// What /fleet loads, imported on demand by routes/fleet.ts (why here: docs/architecture.md,
// "First route weight"): the scope's figures and worst rovers, not awaited.
import { fleetHealthQuery, fleetWorstQuery } from "../../features/fleet/queries";
import { type FleetSearch, fleetRequest } from "../../features/fleet/search";
import { mayVisit } from "../../shared/permissions";
import type { LoaderArgs } from "../__root";

/** `/fleet`: both calls of the URL's scope. */
export function loadFleet({ context: { queryClient }, deps }: LoaderArgs<FleetSearch>): void {
  if (!mayVisit("/fleet")) return;
  const request = fleetRequest(deps);
  void queryClient.prefetchQuery(fleetHealthQuery(request));
  void queryClient.prefetchQuery(fleetWorstQuery(request));
}
