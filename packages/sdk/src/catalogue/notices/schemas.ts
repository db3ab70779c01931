// Schemas of announcements (part1 §2-3, §7): the list request built from the list descriptor,
// and the notice and its list row.
import { z } from "zod";
import { listRequestSchema } from "../shared/list-schema.js";
import { noticeList } from "./lists.js";

/** getNoticeList body (part1 §7), from {@link noticeList}. `noticeType` 0 or absent: all types. */
export const NoticeListRequest = listRequestSchema(noticeList, {});
/** What a caller passes for {@link NoticeListRequest}. */
export type NoticeListRequest = z.input<typeof NoticeListRequest>;

/** getNoticeDetails body. */
export const NoticeDetailsRequest = z.object({ noticeId: z.string().min(1).max(64) });

/** noticeType: 1 product, 2 maintenance, 3 security, 4 other; 0 in the list means all (part1 §2-3). */
export const NoticeType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** A notice (part1 §3). `noticeContent` is HTML: sanitize before rendering. */
export const Notice = z.object({
  noticeId: z.string(),
  noticeType: NoticeType,
  noticeTitle: z.string(),
  noticeContent: z.string(),
  noticeStatus: z.union([z.literal(1), z.literal(2)]),
  releaseTime: z.string(),
  typeName: z.string(),
});
/** Parsed shape of {@link Notice}. */
export type Notice = z.infer<typeof Notice>;
/** A list row: the notice without its body. */
export const NoticeSummary = Notice.omit({ noticeContent: true });
/** Parsed shape of {@link NoticeSummary}. */
export type NoticeSummary = z.infer<typeof NoticeSummary>;
/** getNoticeList answer: `{ total, records }` of {@link NoticeSummary} (part1 §7). */
export const NoticeListPage = z.object({
  total: z.int().nonnegative(),
  records: z.array(NoticeSummary),
});
