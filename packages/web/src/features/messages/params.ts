// The list request of a URL state of this feature (part1 §7), apart from the URL schema in
// ./search.ts, which the route tree (first route) reads: requests load with the pages.
import { messageList } from "@fixcloud/sdk";
import { listParams } from "../../shared/list/params";
import type { MessageListSearch } from "./search";

/** The msg/queryList body of a URL state. */
export function messageListParams(search: MessageListSearch) {
  return listParams(messageList, search, {});
}
