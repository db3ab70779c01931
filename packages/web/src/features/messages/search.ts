// URL state of the message pages (part2 §2): the list's type tab (`type`, absent for "all") and
// paging, from the SDK's message list descriptor; the detail's `msgId`.
import { type FilterValues, messageList } from "@fixcloud/sdk";
import {
  listSearch,
  type PageSearch,
  param,
  type PickFilters,
  readText,
  searchSchema,
} from "../../shared/list/search";

/** The filters of the page: the type tabs only (title and read state are the CLI's). */
export const MESSAGE_FILTERS = ["type"] as const;
type MessageFilters = PickFilters<typeof messageList, (typeof MESSAGE_FILTERS)[number]>;

/** The validated URL state of the list. */
export type MessageListSearch = FilterValues<MessageFilters> & PageSearch;

/** The URL schema of /messageMng. */
export const messageListSearch = listSearch(messageList, MESSAGE_FILTERS);

/**
 * A message id for the URL: digits as a number, so the URL reads `?msgId=12` (the router
 * JSON-quotes text that looks like a number); anything else is no id.
 */
export function msgIdParam(value: unknown): number | undefined {
  const id = readText(value, 18);
  return id && /^[1-9]\d{0,14}$/.test(id) ? Number(id) : undefined;
}

/** The URL schema of /messageDetial: the message id. */
export const messageDetailSearch = searchSchema<{ msgId?: number }>({ msgId: param(msgIdParam) });
