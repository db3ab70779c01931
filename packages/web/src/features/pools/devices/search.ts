// URL state of /serviceNoList (part1 §2): the pool, the spec's page `type` (1 concurrency pool,
// 2 other pools; kept for links, the pool's calculation type decides the calls), the service
// type, the device filters and paging. Bad values fall back.
import { poolDeviceList, type ServiceType } from "@fixcloud/sdk";
import {
  filterParams,
  type PageSearch,
  pageParams,
  param,
  readInt,
  readText,
  searchSchema,
  type UrlFilters,
} from "../../../shared/list/search";

/** The device filters of a URL, by key. */
export type DeviceFilterSearch = UrlFilters<typeof poolDeviceList>;

/** The validated URL state of the device page. */
export type DeviceSearch = DeviceFilterSearch &
  PageSearch & { poolId?: string; type: 1 | 2; selectType: ServiceType };
/** What a link may put in the device page's URL. */
export type DeviceSearchInput = DeviceFilterSearch &
  Partial<PageSearch & { poolId: string; type: 1 | 2; selectType: ServiceType }>;

/** The URL schema of /serviceNoList. */
export const deviceSearch = searchSchema<DeviceSearch, DeviceSearchInput>({
  ...filterParams(poolDeviceList),
  ...pageParams(),
  poolId: param((v) => readText(v, 64)),
  type: param((v) => ([1, 2] as const).find((t) => t === readInt(v)), 2),
  selectType: param((v) => ([1, 2, 3] as const).find((t) => t === readInt(v)), 1),
});
