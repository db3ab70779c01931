// Receivers (part2 §2, §4): key factory and query options of the list (with the SDK's limit
// flag: 777 or 10 receivers) and of the pending-send list, polled every 60 s while the page is
// open (TanStack Query's refetchInterval: one call a minute, none per render).
import { queryOptions } from "@tanstack/react-query";
import { receivers } from "./api";

/** How often the pending-send list is read, ms (part2 §9 "pending-verification poll 60 s"). */
export const PENDING_POLL_MS = 60_000;

/** Query keys of the receivers. */
export const receiverKeys = {
  all: ["receivers"] as const,
  list: () => [...receiverKeys.all, "list"] as const,
  pending: () => [...receiverKeys.all, "pending"] as const,
};

/** Every receiver and whether no more may be added. */
export const receiverListQuery = () =>
  queryOptions({ queryKey: receiverKeys.list(), queryFn: ({ signal }) => receivers.list({ signal }) });

/** The addresses with a verification sent in the last 60 s: their resend stays disabled. */
export const pendingSendsQuery = () =>
  queryOptions({
    queryKey: receiverKeys.pending(),
    queryFn: ({ signal }) => receivers.pendingSends({ signal }),
    refetchInterval: PENDING_POLL_MS,
    staleTime: PENDING_POLL_MS,
  });
