// What /receiveMan loads (part2 §2 receiver list, menu JSR_JSF862), imported on demand by
// routes/receiveMan.ts (why here: docs/architecture.md, "First route weight"): the list the page reads, not
// awaited (the page shows its own loading state).
import { receiverListQuery } from "../../features/receivers/queries";
import { mayVisit } from "../../shared/permissions";
import type { LoaderArgs } from "../__root";

/** `/receiveMan`. */
export function loadReceiveMan({ context: { queryClient } }: LoaderArgs): void {
  if (!mayVisit("/receiveMan")) return;
  void queryClient.prefetchQuery(receiverListQuery());
}
