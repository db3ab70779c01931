// What /safeCenter loads (part2 §2 [AQZX_HGS965]), imported on demand by routes/safeCenter.ts
// (why here: docs/architecture.md, "First route weight"): the security data the page reads, not awaited.
import { securityDataQuery } from "../../features/centre/queries";
import { mayVisit } from "../../shared/permissions";
import type { LoaderArgs } from "../__root";

/** `/safeCenter`. */
export function loadSafeCenter({ context: { queryClient } }: LoaderArgs): void {
  if (!mayVisit("/safeCenter")) return;
  void queryClient.prefetchQuery(securityDataQuery());
}
