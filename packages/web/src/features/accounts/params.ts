// The list request of a URL state of this feature (part1 §7), apart from the URL schema in
// ./search.ts, which the route tree (first route) reads: requests load with the pages.
import { accountList, type ServiceType, type TimeZoneSetting } from "@fixcloud/sdk";
import { listParams } from "../../shared/list/params";
import type { PageSearch } from "../../shared/list/search";
import type { AccountFilterSearch } from "./search";

/**
 * The selectAccServList body of a URL state: the service type, given filters (date ranges as
 * wire times in `timeZone`, the setting when the request is made) and paging.
 */
export function accountListParams(
  selectType: ServiceType,
  search: AccountFilterSearch & PageSearch,
  timeZone: TimeZoneSetting,
) {
  return listParams(accountList, search, { selectType }, timeZone);
}
