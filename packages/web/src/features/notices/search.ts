// URL state of the announcement pages (part1 §2): the list's type tab (`noticeType`, absent for
// "all"), title search and paging, from the SDK's notice list descriptor; the detail's id.
import { type FilterValues, noticeList } from "@fixcloud/sdk";
import {
  listSearch,
  type PageSearch,
  param,
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

/** A notice id as the URL carries it: plain digits as a number, any other id as text. */
export type NoticeIdParam = string | number;

/**
 * A notice id for the URL. Plain digits become a number, so the URL reads `?id=10001` (the
 * router JSON-quotes text that looks like a number: `?id=%2210001%22`); an old quoted link
 * reads back the same way, so it still opens.
 */
export function noticeIdParam(value: unknown): NoticeIdParam | undefined {
  const id = readText(value, 64);
  return id && /^[1-9]\d{0,14}$/.test(id) ? Number(id) : id;
}

/** The link search of a notice. */
export const noticeLinkSearch = (noticeId: string) => ({ id: noticeIdParam(noticeId) });

/** The URL schema of /noticeDetail: the notice id. */
export const noticeDetailSearch = searchSchema<{ id?: NoticeIdParam }>({ id: param(noticeIdParam) });
