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

/**
 * The link search of a notice: a numeric id goes as a number, so the URL reads `?id=10001`
 * (the router JSON-quotes a string that looks like a number: `?id=%2210001%22`). The page
 * reads both, so old quoted links still open (issue 7).
 */
export function noticeLinkSearch(noticeId: string): NoticeDetailLink {
  return { id: /^[1-9]\d{0,14}$/.test(noticeId) ? Number(noticeId) : noticeId };
}

/** What a link to /noticeDetail passes: the id, as text or (plain digits) as a number. */
export interface NoticeDetailLink {
  id?: string | number;
}

/** The URL schema of /noticeDetail: the notice id. */
export const noticeDetailSearch = searchSchema<{ id?: string }, NoticeDetailLink>({
  id: (v) => readText(v, 64),
});
