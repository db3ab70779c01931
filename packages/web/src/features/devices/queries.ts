// Device accounts of a pool (/serviceNoList): key factory and query options.
import type { PoolDeviceListRequest } from "@fixcloud/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { type DevicePageType, deviceApi } from "./deviceApi";

export const deviceKeys = {
  all: ["devices"] as const,
  lists: () => [...deviceKeys.all, "list"] as const,
  list: (type: DevicePageType, params: PoolDeviceListRequest) =>
    [...deviceKeys.lists(), type, params] as const,
};

export const deviceListQuery = (type: DevicePageType, params: PoolDeviceListRequest) =>
  queryOptions({
    queryKey: deviceKeys.list(type, params),
    queryFn: () => deviceApi(type).list(params),
    placeholderData: keepPreviousData,
  });
