// URL state of the announcement pages (part1 §2): the list's type tab (`noticeType`, absent for
// "all"), title search and paging, from the SDK's notice list descriptor; the detail's id.
import { type FilterValues, noticeList } from "@fixcloud/sdk";
import {
  listParams,
  listSearch,
  type PageSearch,
  type PickFilters,
  readText,
  searchSchema,
} from "../../shared/list/search";

/** The filters a customer uses: type tabs and title search (status is the admin's). */
export const NOTICE_FILTERS = ["noticeType", "noticeTitle"] as const;
type NoticeFilters = PickFilters<typeof noticeList, (typeof NOTICE_FILTERS)[number]>;

/** The validated URL state of the list. */
export type NoticeListSearch = FilterValues<NoticeFilters> & PageSearch;

/** The URL schema of /noticeList. */
export const noticeListSearch = listSearch(noticeList, NOTICE_FILTERS);

/** The getNoticeList body of a URL state. */
export function noticeListParams(search: NoticeListSearch) {
  return listParams(noticeList, search, {});
}

/** The URL schema of /noticeDetail: the notice id. */
export const noticeDetailSearch = searchSchema<{ id?: string }>({ id: (v) => readText(v, 64) });
