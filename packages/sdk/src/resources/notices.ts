import type { CallOptions } from "../core/client.js";
import { iteratePages } from "../core/pagination.js";
import type { Notice, NoticeListRequest, NoticeSummary } from "../spec/schemas/notices.js";
import { APIResource } from "./resource.js";

/** Filters of {@link Notices.listAll}: the list body without paging. */
export type NoticeFilter = Omit<NoticeListRequest, "pageNum" | "pageSize">;

/** Announcements (part1 §2, §7). Lists page with `pageNum`/`pageSize` and answer `{ total, records }`. */
export class Notices extends APIResource {
  /**
   * `notices.getNoticeList`: one page `{ total, records }`. `noticeType` 0 or absent means
   * all types; `pageNum` from 1, `pageSize` default 10.
   */
  list(
    params: NoticeListRequest = {},
    options?: CallOptions,
  ): Promise<{ total: number; records: NoticeSummary[] }> {
    return this.transport.call("notices.getNoticeList", params, options);
  }

  /** `notices.getNoticeDetails`: one notice; `noticeContent` is HTML, sanitize before rendering. */
  retrieve(noticeId: string, options?: CallOptions): Promise<Notice> {
    return this.transport.call("notices.getNoticeDetails", { noticeId }, options);
  }

  /** Every notice matching `params`, walking all pages (`pageSize` rows per call, default 100). */
  listAll(params: NoticeFilter = {}, pageSize = 100, options?: CallOptions): AsyncGenerator<NoticeSummary> {
    return iteratePages(async (pageNum, size) => {
      const page = await this.list({ ...params, pageNum, pageSize: size }, options);
      return { total: page.total, list: page.records };
    }, pageSize);
  }
}
