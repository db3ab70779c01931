// The pools tab's share of a service screen's URL (part1 §2 pool filters, §7 poolList): params
// built from the SDK's pool list descriptor, and the list request of a URL state.
import { type FilterValues, poolList, type ServiceType } from "@fixcloud/sdk";
import { filterParams, listParams, type PageSearch } from "../../shared/list/search";

/** The pool filters of a URL, by request field (e.g. `poolId`, `startActivationTime`). */
export type PoolFilterSearch = FilterValues<typeof poolList>;

/** The URL params of the pool filters. */
export const poolFilterParams = () => filterParams(poolList);

/** The poolList body of a URL state: the service type, given pool filters and paging. */
export function poolListParams(selectType: ServiceType, search: PoolFilterSearch & PageSearch) {
  return listParams(poolList, search, { selectType });
}
