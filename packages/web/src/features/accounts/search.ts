// The accounts tab's share of a service screen's URL (part1 §2 account filters, §7
// selectAccServList): params built from the SDK's account list descriptor, and the list
// request of a URL state.
import { accountList, type FilterValues, type ServiceType } from "@fixcloud/sdk";
import { filterParams, listParams, type PageSearch } from "../../shared/list/search";

/** The account filters of a URL, by request field (e.g. `serviceState`, `startCreateTime`). */
export type AccountFilterSearch = FilterValues<typeof accountList>;

/** The URL params of the account filters. */
export const accountFilterParams = () => filterParams(accountList);

/** The selectAccServList body of a URL state: the service type, given filters and paging. */
export function accountListParams(selectType: ServiceType, search: AccountFilterSearch & PageSearch) {
  return listParams(accountList, search, { selectType });
}
