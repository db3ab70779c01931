// What /accountMng loads (part2 §2 sub-account page), imported on demand by its route's loader
// (why here: docs/architecture.md, "First route weight"): the page the component reads, started and not awaited
// (pending rule: the page shows its own loading state).
import { subAccountListQuery } from "../../features/subaccounts/queries";
import { type SubAccountSearch, subAccountListParams } from "../../features/subaccounts/search";
import { mayVisit } from "../../shared/permissions";
import type { LoaderArgs } from "../__root";

/** Start the sub-account page the route shows (nothing when the session may not open it). */
export function loadAccountMng({ context: { queryClient }, deps }: LoaderArgs<SubAccountSearch>): void {
  if (!mayVisit("/accountMng")) return;
  void queryClient.prefetchQuery(subAccountListQuery(subAccountListParams(deps)));
}
