// Announcements (part1 §2, §7): list by type with pageNum/pageSize, and one notice.
import type { NoticeListRequest } from "@fixcloud/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../app/client";

/** Announcements shown on the overview (part1 §9). */
export const OVERVIEW_NOTICE_COUNT = 3;

export const noticeKeys = {
  all: ["notices"] as const,
  list: (params: NoticeListRequest) => [...noticeKeys.all, "list", params] as const,
  detail: (noticeId: string) => [...noticeKeys.all, "detail", noticeId] as const,
};

export const noticeListQuery = (params: NoticeListRequest) =>
  queryOptions({
    queryKey: noticeKeys.list(params),
    queryFn: () => api.notices.list(params),
    placeholderData: keepPreviousData,
  });

export const latestNoticesQuery = () => noticeListQuery({ pageNum: 1, pageSize: OVERVIEW_NOTICE_COUNT });

export const noticeDetailQuery = (noticeId: string) =>
  queryOptions({ queryKey: noticeKeys.detail(noticeId), queryFn: () => api.notices.retrieve(noticeId) });
