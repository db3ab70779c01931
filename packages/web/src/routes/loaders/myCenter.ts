// What /myCenter loads (part2 §2 [GRZX_JGS897 / JBXX_KSG629]), imported on demand by
// routes/myCenter.ts (why here: docs/architecture.md, "First route weight"): base info and the AccessKey table,
// both started, not awaited; the page reads them with the same options.
import { accessKeysQuery, userInfoQuery } from "../../features/centre/queries";
import { mayVisit } from "../../shared/permissions";
import type { LoaderArgs } from "../__root";

/** `/myCenter`. */
export function loadMyCenter({ context: { queryClient } }: LoaderArgs): void {
  if (!mayVisit("/myCenter")) return;
  void queryClient.prefetchQuery(userInfoQuery());
  void queryClient.prefetchQuery(accessKeysQuery());
}
