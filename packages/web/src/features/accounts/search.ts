// The accounts tab's share of a service screen's URL (part1 §2 account filters, §7
// selectAccServList): params built from the SDK's account list descriptor, and the list
// request of a URL state.
import { accountList } from "@fixcloud/sdk";
import { filterParams, type UrlFilters } from "../../shared/list/search";

/** The account filters of a URL, by key (e.g. `serviceState`; `createTime` as `from~to` days). */
export type AccountFilterSearch = UrlFilters<typeof accountList>;

/** The URL params of the account filters. */
export const accountFilterParams = () => filterParams(accountList);
