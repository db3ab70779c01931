// Resource pools (part1 §2, §7): key factory and query options of the pool list, one pool (the
// device page's header and PoolRef) and the usage chart, shared by route loaders and components.
import type { PoolListParams, PoolStatisticsParams, ServiceType } from "@fixcloud/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { pools } from "./api";

/** Query keys of the pools. */
export const poolKeys = {
  all: ["pools"] as const,
  lists: () => [...poolKeys.all, "list"] as const,
  list: (params: PoolListParams) => [...poolKeys.lists(), params] as const,
  one: (poolId: string, selectType: ServiceType) => [...poolKeys.lists(), "one", poolId, selectType] as const,
  stats: (params: PoolStatisticsParams) => [...poolKeys.all, "stats", params] as const,
  forecast: (poolId: string) => [...poolKeys.all, "forecast", poolId] as const,
};

/** One page of a service type's pools. */
export const poolListQuery = (params: PoolListParams) =>
  queryOptions({
    queryKey: poolKeys.list(params),
    queryFn: ({ signal }) => pools.list(params, { signal }),
    placeholderData: keepPreviousData,
  });

/** One pool by id (SDK pools.find); null when the customer has no such pool in that service type. */
export const poolQuery = (poolId: string, selectType: ServiceType) =>
  queryOptions({
    queryKey: poolKeys.one(poolId, selectType),
    queryFn: async ({ signal }) => (await pools.find(poolId, selectType, { signal })) ?? null,
  });

/** Usage chart points of a pool over a range (part1 §7 poolStatistics). */
export const poolStatsQuery = (params: PoolStatisticsParams) =>
  queryOptions({
    queryKey: poolKeys.stats(params),
    queryFn: ({ signal }) => pools.statistics(params, { signal }),
    placeholderData: keepPreviousData,
  });

/** When a pool runs out at its last 7 days' use (docs/expiry.md). */
export const poolForecastQuery = (poolId: string) =>
  queryOptions({
    queryKey: poolKeys.forecast(poolId),
    queryFn: ({ signal }) => pools.forecast({ poolId }, { signal }),
  });
