// Service accounts (part1 §2, §7): key factory and query options.
import type { AccountListRequest, ServiceType } from "@fixcloud/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../app/client";

export const accountKeys = {
  all: ["accounts"] as const,
  list: (params: AccountListRequest) => [...accountKeys.lists(), params] as const,
  lists: () => [...accountKeys.all, "list"] as const,
  detail: (id: string) => [...accountKeys.all, "detail", id] as const,
  silentSwitch: () => ["silentSwitch"] as const,
  products: (selectType: ServiceType) => ["dictionary", "serv_prod", selectType] as const,
};

export const accountListQuery = (params: AccountListRequest) =>
  queryOptions({
    queryKey: accountKeys.list(params),
    queryFn: () => api.accounts.list(params),
    placeholderData: keepPreviousData,
  });

/** Serving products of a service type, from the serv_prod dictionary (part1 §7). */
export const serviceProductsQuery = (selectType: ServiceType) =>
  queryOptions({
    queryKey: accountKeys.products(selectType),
    queryFn: () => api.dictionaries.servDict({ dictType: "serv_prod", selectType }),
    staleTime: 10 * 60_000,
  });

/** The account with its package rows (detail drawer, part1 §2). */
export const accountDetailQuery = (id: string) =>
  queryOptions({
    queryKey: accountKeys.detail(id),
    queryFn: ({ signal }) => api.accounts.retrieve(id, { signal }),
    staleTime: 0,
  });

/** Trial switches: the trial entries appear only when `customerSilent` is true (part1 §4). */
export const silentSwitchQuery = () =>
  queryOptions({
    queryKey: accountKeys.silentSwitch(),
    queryFn: () => api.accounts.silentSwitch(),
    staleTime: 5 * 60_000,
  });
