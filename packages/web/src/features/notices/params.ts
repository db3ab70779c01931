// The list request of a URL state of this feature (part1 §7), apart from the URL schema in
// ./search.ts, which the route tree (first route) reads: requests load with the pages.
import { noticeList } from "@fixcloud/sdk";
import { listParams } from "../../shared/list/params";
import type { NoticeListSearch } from "./search";

/** The getNoticeList body of a URL state. */
export function noticeListParams(search: NoticeListSearch) {
  return listParams(noticeList, search, {});
}
