// `fixcloud notices list`: announcements with the list page's tabs (type), title search and paging.
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { type Column, printRows } from "../../output/print.js";
import type { NoticeListRequest, NoticeSummary } from "@fixcloud/sdk";
import { intFlag, textFlag } from "../flags.js";

export interface NoticeListOptions {
  filter: { noticeType?: number; noticeTitle?: string };
  page: number;
  pageSize: number;
  all: boolean;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): NoticeListOptions {
  const all = o.all === true;
  if (all && o.page !== undefined) throw new UsageError(ctx.t("usage.allAndPage"));
  const noticeType = intFlag(ctx.t, "--type", o.type, 0, 4);
  return {
    filter: {
      ...(noticeType ? { noticeType } : {}),
      ...(o.title !== undefined ? { noticeTitle: textFlag(ctx.t, "--title", o.title) } : {}),
    },
    page: intFlag(ctx.t, "--page", o.page, 1, 1_000_000) ?? 1,
    pageSize: intFlag(ctx.t, "--page-size", o.pageSize, 1, 1000) ?? (all ? 100 : 10),
    all,
  };
}

const columns: Column<NoticeSummary>[] = [
  { header: "col.noticeId", value: (r) => r.noticeId },
  { header: "col.noticeType", value: (r) => r.noticeType, enum: "noticeType" },
  { header: "col.noticeTitle", value: (r) => r.noticeTitle },
  { header: "col.releaseTime", value: (r) => r.releaseTime, time: true },
];

export async function run(ctx: Context, opts: NoticeListOptions): Promise<void> {
  const client = await ctx.client();
  if (opts.all) {
    const rows: NoticeSummary[] = [];
    for await (const row of client.notices.listAll(opts.filter as NoticeListRequest, opts.pageSize))
      rows.push(row);
    await printRows(ctx, rows, columns, ctx.t("list.footerAll", { count: rows.length }));
    return;
  }
  const page = await client.notices.list({ ...opts.filter, pageNum: opts.page, pageSize: opts.pageSize });
  const pages = Math.max(1, Math.ceil(page.total / opts.pageSize));
  await printRows(
    ctx,
    page.records,
    columns,
    ctx.t("list.footer", { page: opts.page, pages, total: page.total }),
  );
}
