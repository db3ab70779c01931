// The pools tab's share of a service screen's URL (part1 §2 pool filters, §7 poolList): params
// built from the SDK's pool list descriptor, and the list request of a URL state.
import { poolList } from "@fixcloud/sdk";
import { filterParams, type UrlFilters } from "../../shared/list/search";

/** The pool filters of a URL, by key (e.g. `poolId`; `activationTime` as `from~to` days). */
export type PoolFilterSearch = UrlFilters<typeof poolList>;

/** The URL params of the pool filters. */
export const poolFilterParams = () => filterParams(poolList);
