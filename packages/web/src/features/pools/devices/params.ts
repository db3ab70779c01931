// The list request of a URL state of this feature (part1 §7), apart from the URL schema in
// ./search.ts, which the route tree (first route) reads: requests load with the pages.
import { poolDeviceList, type TimeZoneSetting } from "@fixcloud/sdk";
import { listParams } from "../../../shared/list/params";
import type { PageSearch } from "../../../shared/list/search";
import type { DeviceFilterSearch } from "./search";

/** The device list params of a URL state (the pool itself goes as the SDK's PoolRef). */
export function deviceListParams(search: DeviceFilterSearch & PageSearch, timeZone: TimeZoneSetting) {
  return listParams(poolDeviceList, search, {}, timeZone);
}
