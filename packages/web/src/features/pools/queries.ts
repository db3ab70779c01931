// Resource pools (part1 §2, §7): key factory and query options.
import type { PoolListRequest, ServiceType } from "@fixcloud/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../app/client";

export interface PoolStatsParams {
  poolId: string;
  type: "day" | "month";
  startTime: string;
  endTime: string;
}

export const poolKeys = {
  all: ["pools"] as const,
  lists: () => [...poolKeys.all, "list"] as const,
  list: (params: PoolListRequest) => [...poolKeys.lists(), params] as const,
  stats: (params: PoolStatsParams) => [...poolKeys.all, "stats", params] as const,
  // Same key as the accounts tab's product lookup: both tabs share one cached answer.
  products: (selectType: ServiceType) => ["dictionary", "serv_prod", selectType] as const,
};

export const poolListQuery = (params: PoolListRequest) =>
  queryOptions({
    queryKey: poolKeys.list(params),
    queryFn: () => api.pools.list(params),
    placeholderData: keepPreviousData,
  });

/**
 * One pool by id, for the device page's header: there is no single-pool call, so the list is
 * filtered by id and the exact match picked (null when the pool is not the customer's).
 */
export const poolByIdQuery = (selectType: ServiceType, poolId: string) =>
  queryOptions({
    queryKey: [...poolKeys.lists(), { selectType, poolId, exact: true }] as const,
    queryFn: async () => {
      const page = await api.pools.list({ selectType, poolId, pageNo: 1, pageSize: 100 });
      return page.list.find((p) => p.poolId === poolId) ?? null;
    },
  });

/** Usage chart points of a pool over a range (part1 §7 poolStatistics). */
export const poolStatsQuery = (params: PoolStatsParams) =>
  queryOptions({
    queryKey: poolKeys.stats(params),
    queryFn: () => api.pools.statistics(params),
    placeholderData: keepPreviousData,
  });

/** Serving products of a service type, from the serv_prod dictionary (part1 §7). */
export const poolProductsQuery = (selectType: ServiceType) =>
  queryOptions({
    queryKey: poolKeys.products(selectType),
    queryFn: () => api.dictionaries.servDict({ dictType: "serv_prod", selectType }),
    staleTime: 10 * 60_000,
  });
