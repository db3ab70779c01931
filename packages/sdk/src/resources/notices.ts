// Announcements (part1 §2, §7): the list (records paging) and a notice's detail.
import { listAll } from "../core/pagination.js";
import type { CallOptions } from "../core/transport.js";
import { noticesEndpoints as E } from "../catalogue/notices/endpoints.js";
import type { Notice, NoticeListRequest, NoticeSummary } from "../catalogue/notices/schemas.js";
import { APIResource } from "./resource.js";

/** Parameters of {@link Notices.list}: the filters of the notice list and `pageNum`/`pageSize`. */
export type NoticeListParams = NoticeListRequest;
/** Filters of {@link Notices.listAll}: the list body without paging. */
export type NoticeFilter = Omit<NoticeListRequest, "pageNum" | "pageSize">;

/** Announcements (part1 §2, §7). Lists page with `pageNum`/`pageSize` and answer `{ total, records }`. */
export class Notices extends APIResource {
  /**
   * `notices.getNoticeList`: one page `{ total, records }`. `noticeType` 0 or absent means
   * all types; `pageNum` from 1, `pageSize` default 10.
   */
  list(
    params: NoticeListParams = {},
    options?: CallOptions,
  ): Promise<{ total: number; records: NoticeSummary[] }> {
    return this.transport.call(E.getNoticeList, params, options);
  }

  /** `notices.getNoticeDetails`: one notice; `noticeContent` is HTML, sanitize before rendering. */
  retrieve(noticeId: string, options?: CallOptions): Promise<Notice> {
    return this.transport.call(E.getNoticeDetails, { noticeId }, options);
  }

  /** Every notice matching `filter`, walking all pages (`pageSize` rows per call, default 100). */
  listAll(filter: NoticeFilter = {}, pageSize = 100, options?: CallOptions): AsyncGenerator<NoticeSummary> {
    return listAll((pageNum, size) => this.list({ ...filter, pageNum, pageSize: size }, options), pageSize);
  }
}
