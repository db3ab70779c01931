// What /noticeList and /noticeDetail load (part1 §2, hidden children of the overview), imported
// on demand by routes/notices.ts (why here: docs/architecture.md, "First route weight"): the page's data,
// awaited (the pages render it at once).
import { noticeDetailQuery, noticeListQuery } from "../../features/notices/queries";
import type { NoticeIdParam, NoticeListSearch } from "../../features/notices/search";
import { noticeListParams } from "../../features/notices/params";
import { orBackToList } from "../../shared/urlState";
import type { LoaderArgs } from "../__root";

/** `/noticeList`: the page of the search. */
export function loadNoticeList({ context: { queryClient }, deps }: LoaderArgs<NoticeListSearch>) {
  return queryClient.ensureQueryData(noticeListQuery(noticeListParams(deps)));
}

/** `/noticeDetail?id=`: the announcement (nothing without an id); an unknown id → the list. */
export function loadNoticeDetail({ context: { queryClient }, deps }: LoaderArgs<{ id?: NoticeIdParam }>) {
  if (!deps.id) return undefined;
  return orBackToList(queryClient.ensureQueryData(noticeDetailQuery(deps.id)), "notice", deps.id, {
    to: "/noticeList",
  });
}
