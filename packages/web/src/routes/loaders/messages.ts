// What /messageMng, /messageDetial and /messageSet load (part2 §2), imported on demand
// by routes/messages.ts (why here: docs/architecture.md, "First route weight"). Each starts what its page reads
// and does not wait (pending rule).
import { messageDetailQuery, messageListQuery, messageSettingsQuery } from "../../features/messages/queries";
import type { MessageListSearch } from "../../features/messages/search";
import { messageListParams } from "../../features/messages/params";
import { mayVisit } from "../../shared/permissions";
import { orBackToList } from "../../shared/urlState";
import type { LoaderArgs } from "../__root";

/** `/messageMng`: the list page of the type tab. */
export function loadMessageList({ context: { queryClient }, deps }: LoaderArgs<MessageListSearch>): void {
  if (!mayVisit("/messageMng")) return;
  void queryClient.prefetchQuery(messageListQuery(messageListParams(deps)));
}

/**
 * `/messageDetial?msgId=`: the message (nothing without an id), awaited: an id the server does
 * not know (a message deleted since the link was made) leads back to the list.
 */
export async function loadMessageDetail({
  context: { queryClient },
  deps,
}: LoaderArgs<{ msgId?: number }>): Promise<void> {
  const { msgId } = deps;
  if (!msgId || !mayVisit("/messageDetial")) return;
  await orBackToList(queryClient.ensureQueryData(messageDetailQuery(msgId)), "message", msgId, {
    to: "/messageMng",
  });
}

/** `/messageSet`: the settings. */
export function loadMessageSettings({ context: { queryClient } }: LoaderArgs): void {
  if (!mayVisit("/messageSet")) return;
  void queryClient.prefetchQuery(messageSettingsQuery());
}
