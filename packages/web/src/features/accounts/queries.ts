// Service accounts (part1 §2, §7): key factory and query options shared by the route loader
// and the accounts tab.
import type { AccountListParams } from "@fixcloud/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { accounts } from "./api";

/** Query keys of the service accounts. */
export const accountKeys = {
  all: ["accounts"] as const,
  lists: () => [...accountKeys.all, "list"] as const,
  list: (params: AccountListParams) => [...accountKeys.lists(), params] as const,
  detail: (id: string) => [...accountKeys.all, "detail", id] as const,
  silentSwitch: () => [...accountKeys.all, "silentSwitch"] as const,
  sessions: (id: string) => [...accountKeys.all, "sessions", id] as const,
};

/** One page of a service type's accounts. */
export const accountListQuery = (params: AccountListParams) =>
  queryOptions({
    queryKey: accountKeys.list(params),
    queryFn: ({ signal }) => accounts.list(params, { signal }),
    placeholderData: keepPreviousData,
  });

/** The account with its package rows (detail drawer, part1 §2). */
export const accountDetailQuery = (id: string) =>
  queryOptions({
    queryKey: accountKeys.detail(id),
    queryFn: ({ signal }) => accounts.retrieve(id, { signal }),
    staleTime: 0,
  });

/** Trial switches: the trial entries appear only when `customerSilent` is true (part1 §4). */
export const silentSwitchQuery = () =>
  queryOptions({
    queryKey: accountKeys.silentSwitch(),
    queryFn: ({ signal }) => accounts.silentSwitch({ signal }),
    staleTime: 5 * 60_000,
  });

/** The account's open NTRIP sessions (who holds its seats), always asked afresh. */
export const accountSessionsQuery = (id: string) =>
  queryOptions({
    queryKey: accountKeys.sessions(id),
    queryFn: ({ signal }) => accounts.sessions({ id }, { signal }),
    staleTime: 0,
  });
