// URL search params of /serviceNoList (part1 §2): the pool, its device page type (1 concurrency
// pool, 2 other pools), the service type, the filters and paging. Bad values fall back.
import type { PoolDeviceListRequest } from "@fixcloud/sdk";
import { z } from "zod";
import { intParam, pageParam, pageSizeParam, textParam } from "../../routes/search";

export const deviceFilterSearch = z.object({
  accountName: textParam,
  sn: textParam,
  serviceState: intParam(1, 3),
  disableState: intParam(1, 3),
});
export type DeviceFilterSearch = z.infer<typeof deviceFilterSearch>;
export const DEVICE_FILTER_KEYS = Object.keys(deviceFilterSearch.shape) as (keyof DeviceFilterSearch)[];

export const deviceSearch = deviceFilterSearch.extend({
  poolId: z.coerce.string().trim().min(1).max(64).optional().catch(undefined),
  type: z.coerce
    .number()
    .int()
    .refine((n) => n === 1 || n === 2)
    .catch(2)
    .transform((n) => n as 1 | 2),
  selectType: z.coerce
    .number()
    .int()
    .refine((n) => n >= 1 && n <= 3)
    .catch(1)
    .transform((n) => n as 1 | 2 | 3),
  page: pageParam,
  pageSize: pageSizeParam,
});
export type DeviceSearch = z.infer<typeof deviceSearch>;

/** The device list body of a URL state (needs a pool). */
export function deviceListParams(s: DeviceSearch & { poolId: string }): PoolDeviceListRequest {
  const body: PoolDeviceListRequest = { poolId: s.poolId, pageNo: s.page, pageSize: s.pageSize };
  for (const k of DEVICE_FILTER_KEYS) if (s[k] !== undefined) (body as Record<string, unknown>)[k] = s[k];
  return body;
}
