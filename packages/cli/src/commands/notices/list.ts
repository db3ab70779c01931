// `fixcloud notices list`: announcements with the list page's tabs (type), title search and paging.
import type { Context } from "../../context.js";
import type { Column } from "../../output/print.js";
import type { NoticeListRequest, NoticeSummary } from "@fixcloud/sdk";
import { intFlag, textFlag } from "../flags.js";
import { type ListOptions, parseListOptions, printList } from "../list-verb.js";

export type NoticeListOptions = ListOptions<{ noticeType?: number; noticeTitle?: string }>;

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): NoticeListOptions {
  return parseListOptions(o, ctx, () => {
    const noticeType = intFlag(ctx.t, "--type", o.type, 0, 4);
    return {
      ...(noticeType ? { noticeType } : {}),
      ...(o.title !== undefined ? { noticeTitle: textFlag(ctx.t, "--title", o.title) } : {}),
    };
  });
}

const columns: Column<NoticeSummary>[] = [
  { header: "col.noticeId", value: (r) => r.noticeId },
  { header: "col.noticeType", value: (r) => r.noticeType, enum: "noticeType" },
  { header: "col.noticeTitle", value: (r) => r.noticeTitle },
  { header: "col.releaseTime", value: (r) => r.releaseTime, time: true },
];

export async function run(ctx: Context, opts: NoticeListOptions): Promise<void> {
  const client = await ctx.client();
  await printList(ctx, opts, columns, {
    all: (pageSize) => client.notices.listAll(opts.filter as NoticeListRequest, pageSize),
    page: async (pageNum, pageSize) => {
      const page = await client.notices.list({ ...opts.filter, pageNum, pageSize });
      return { total: page.total, rows: page.records };
    },
  });
}
