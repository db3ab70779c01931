// Schemas of announcements (part1 §2-3, §7): the list request built from the list descriptor,
// and the notice and its list row (./responses.ts, zod/mini for the console's first route).
import { z } from "zod";
import { listRequestSchema } from "../shared/list-schema.js";
import { noticeList } from "./lists.js";

export * from "./responses.js";

/** getNoticeList body (part1 §7), from {@link noticeList}. `noticeType` 0 or absent: all types. */
export const NoticeListRequest = listRequestSchema(noticeList, {});
/** What a caller passes for {@link NoticeListRequest}. */
export type NoticeListRequest = z.input<typeof NoticeListRequest>;

/** getNoticeDetails body. */
export const NoticeDetailsRequest = z.object({ noticeId: z.string().min(1).max(64) });
