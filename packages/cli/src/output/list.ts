// Printing a list verb's rows (part1 §2 lists, §7 paging): one page with its footer, or every
// page (`--all`) walked with the SDK's listAll.
import type { Context } from "../context.js";
import type { Paging } from "../flags/paging.js";
import { type Column, printRows } from "./print.js";

/** Where a list's rows come from: every row (walking the pages), or one page with the total. */
export interface ListSource<R> {
  /** Every row, `pageSize` rows a call (the SDK resource's `listAll`). */
  all(pageSize: number): AsyncIterable<R>;
  /** Page `page` (from 1) of `pageSize` rows and the total count. */
  page(page: number, pageSize: number): Promise<{ total: number; rows: readonly R[] }>;
}

/** Print every row (`paging.all`) or the asked page, with the matching footer. */
export async function printList<R extends object>(
  ctx: Context,
  paging: Paging,
  columns: readonly Column<R>[],
  source: ListSource<R>,
): Promise<void> {
  if (paging.all) {
    const rows: R[] = [];
    for await (const row of source.all(paging.pageSize)) rows.push(row);
    await printRows(ctx, rows, columns, ctx.t("list.footerAll", { count: rows.length }));
    return;
  }
  const page = await source.page(paging.page, paging.pageSize);
  const pages = Math.max(1, Math.ceil(page.total / paging.pageSize));
  await printRows(
    ctx,
    page.rows,
    columns,
    ctx.t("list.footer", { page: paging.page, pages, total: page.total }),
  );
}
