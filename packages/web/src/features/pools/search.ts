// The pools tab's share of the service screen's URL state (routes/search.ts `serviceSearch`):
// the poolList filter names, so a URL maps 1:1 onto the list call.
import type { PoolListRequest, ServiceType } from "@fixcloud/sdk";
import type { ServiceSearch } from "../../routes/search";

export const POOL_FILTER_KEYS = [
  "poolId",
  "orderNo",
  "serviceProduct",
  "abpState",
  "startActivationTime",
  "endActivationTime",
  "startEndTime",
  "endEndTime",
] as const satisfies readonly (keyof ServiceSearch & keyof PoolListRequest)[];

export type PoolFilterSearch = Partial<Pick<ServiceSearch, (typeof POOL_FILTER_KEYS)[number]>>;

/** The poolList body of a URL state (only the pool filters; the accounts tab's keys are ignored). */
export function poolListParams(selectType: ServiceType, s: ServiceSearch): PoolListRequest {
  const body: PoolListRequest = { selectType, pageNo: s.page, pageSize: s.pageSize };
  for (const k of POOL_FILTER_KEYS) if (s[k] !== undefined) (body as Record<string, unknown>)[k] = s[k];
  return body;
}
