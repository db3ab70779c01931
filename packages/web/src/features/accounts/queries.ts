// Service accounts (part1 §2, §7): key factory and query options.
import type { AccountListRequest, ServiceType } from "@fixcloud/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../app/client";

export const accountKeys = {
  all: ["accounts"] as const,
  list: (params: AccountListRequest) => [...accountKeys.all, "list", params] as const,
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
