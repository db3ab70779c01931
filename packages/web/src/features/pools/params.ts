// The list request of a URL state of this feature (part1 §7), apart from the URL schema in
// ./search.ts, which the route tree (first route) reads: requests load with the pages.
import { poolList, type ServiceType, type TimeZoneSetting } from "@fixcloud/sdk";
import { listParams } from "../../shared/list/params";
import type { PageSearch } from "../../shared/list/search";
import type { PoolFilterSearch } from "./search";

/** The poolList body of a URL state: the service type, given pool filters (date ranges in `timeZone`) and paging. */
export function poolListParams(
  selectType: ServiceType,
  search: PoolFilterSearch & PageSearch,
  timeZone: TimeZoneSetting,
) {
  return listParams(poolList, search, { selectType }, timeZone);
}
