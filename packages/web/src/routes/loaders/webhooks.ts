// What /webhooks loads, imported on demand by routes/webhooks.ts
// (why here: docs/architecture.md, "First route weight"): the endpoint list the page reads, not awaited.
import { endpointsQuery } from "../../features/webhooks/queries";
import { mayVisit } from "../../shared/permissions";
import type { LoaderArgs } from "../__root";

/** `/webhooks`. */
export function loadWebhooks({ context: { queryClient } }: LoaderArgs): void {
  if (!mayVisit("/webhooks")) return;
  void queryClient.prefetchQuery(endpointsQuery());
}
