// Messages (part2 §2, §7): key factory and query options of the list, one message, the header's
// unread count and the settings, shared by the route loaders, the pages and the header.
import type { MessageListParams } from "@fixcloud/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { NotifyMeta } from "../../shared/notify";
import { messages } from "./api";

/**
 * How often the header asks for the unread count, ms (budget: one call per 60 s at
 * most when idle). Also its staleTime, so a route change never asks again.
 */
export const UNREAD_REFRESH_MS = 60_000;

/** Query keys of the messages; every message change invalidates `all` (the count included). */
export const messageKeys = {
  all: ["messages"] as const,
  lists: () => [...messageKeys.all, "list"] as const,
  list: (params: MessageListParams) => [...messageKeys.lists(), params] as const,
  detail: (msgId: number) => [...messageKeys.all, "detail", msgId] as const,
  unread: () => [...messageKeys.all, "unread"] as const,
  settings: () => ["messageSettings"] as const,
  receivers: () => ["messageSettings", "receivers"] as const,
};

/** One page of messages. */
export const messageListQuery = (params: MessageListParams) =>
  queryOptions({
    queryKey: messageKeys.list(params),
    queryFn: ({ signal }) => messages.list(params, { signal }),
    placeholderData: keepPreviousData,
  });

/** One message; the server marks it read as it answers (part2 §4). */
export const messageDetailQuery = (msgId: number) =>
  queryOptions({
    queryKey: messageKeys.detail(msgId),
    queryFn: ({ signal }) => messages.retrieve(msgId, { signal }),
    // A message that does not exist is the page's not-found state, not a toast as well.
    meta: { pageState: true } satisfies NotifyMeta,
  });

let lastUnread: number | null = null;

/** The count, or the last one known when the call fails: a header badge never toasts every minute. */
async function unreadCount(signal: AbortSignal): Promise<number | null> {
  try {
    lastUnread = await messages.unreadCount({ signal });
  } catch {
    // The transport has already reacted to an ended session (sign-in page); others wait a minute.
  }
  return lastUnread;
}

/**
 * The header's unread count: refreshed every 60 s and fresh for as long, so route changes cause
 * no call; message changes invalidate it (mutations.ts, the detail page).
 */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => unreadCount(signal),
    staleTime: UNREAD_REFRESH_MS,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

/** The settings rows (types 1-5 and 11) with their recipients. */
export const messageSettingsQuery = () =>
  queryOptions({
    queryKey: messageKeys.settings(),
    queryFn: ({ signal }) => messages.settings.list({ signal }),
  });
