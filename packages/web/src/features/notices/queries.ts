// Announcements (part1 §2, §7): key factory and query options of the list (records paging) and
// of one notice, shared by the route loaders and the pages.
import type { NoticeListParams } from "@fixcloud/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { NotifyMeta } from "../../shared/notify";
import { notices } from "./api";

/** Announcements shown on the overview (part1 §9). */
export const OVERVIEW_NOTICE_COUNT = 3;

/** Query keys of the announcements. */
export const noticeKeys = {
  all: ["notices"] as const,
  list: (params: NoticeListParams) => [...noticeKeys.all, "list", params] as const,
  detail: (noticeId: string) => [...noticeKeys.all, "detail", noticeId] as const,
};

/** One page of announcements. */
export const noticeListQuery = (params: NoticeListParams) =>
  queryOptions({
    queryKey: noticeKeys.list(params),
    queryFn: ({ signal }) => notices.list(params, { signal }),
    placeholderData: keepPreviousData,
  });

/** The latest announcements of every type (overview, part1 §2). */
export const latestNoticesQuery = () => noticeListQuery({ pageNum: 1, pageSize: OVERVIEW_NOTICE_COUNT });

/** One announcement with its HTML body; `id` as the URL carries it (search.ts noticeIdParam). */
export const noticeDetailQuery = (id: string | number) =>
  queryOptions({
    queryKey: noticeKeys.detail(String(id)),
    queryFn: ({ signal }) => notices.retrieve(String(id), { signal }),
    // A notice that does not exist is the page's not-found state, not a toast as well.
    meta: { pageState: true } satisfies NotifyMeta,
  });
