// Device accounts of a pool (/serviceNoList, part1 §2): key factory and query options. The
// pool (PoolRef: id, calculation type, bpId) goes with every call; the SDK picks the call family.
import type { Pool, PoolDeviceListParams, PoolRef } from "@fixcloud/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { NotifyMeta } from "../../../shared/notify";
import { pools } from "../api";

/** What the device calls need of a pool: its id, calculation type and bpId. */
export const poolRefOf = (p: Pool): PoolRef => ({ poolId: p.poolId, calType: p.calType, bpId: p.bpId });

/** Query keys of the device accounts. */
export const deviceKeys = {
  all: ["devices"] as const,
  lists: () => [...deviceKeys.all, "list"] as const,
  list: (pool: PoolRef, params: PoolDeviceListParams) =>
    [...deviceKeys.lists(), pool.poolId, pool.calType, params] as const,
};

/** One page of a pool's device accounts. */
export const deviceListQuery = (pool: PoolRef, params: PoolDeviceListParams) =>
  queryOptions({
    queryKey: deviceKeys.list(pool, params),
    queryFn: ({ signal }) => pools.devices.list(pool, params, { signal }),
    placeholderData: keepPreviousData,
    // A role without device management gets the 403 page, not a toast as well.
    meta: { pageState: true } satisfies NotifyMeta,
  });
