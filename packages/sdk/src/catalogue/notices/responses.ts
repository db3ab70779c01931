// The answers of the announcement calls (part1 §3, §7) in zod/mini: the console's first route
// reads the latest notices, so they load there without zod classic (first-route budget).
import * as z from "zod/mini";

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
export const NoticeSummary = z.omit(Notice, { noticeContent: true });
/** Parsed shape of {@link NoticeSummary}. */
export type NoticeSummary = z.infer<typeof NoticeSummary>;
/** getNoticeList answer: `{ total, records }` of {@link NoticeSummary} (part1 §7). */
export const NoticeListPage = z.object({
  total: z.int().check(z.nonnegative()),
  records: z.array(NoticeSummary),
});
