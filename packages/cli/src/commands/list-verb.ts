// What the list verbs (`accounts list`, `notices list`, `pools list`, `pools devices list`) have
// in common: --page / --page-size / --all, and printing one page or every page with the footer.
// Loaded by those verbs only (lazily), never by the entry.
import type { Context } from "../context.js";
import { UsageError } from "../errors.js";
import { type Column, printRows } from "../output/print.js";
import { intFlag } from "./flags.js";

export interface ListOptions<F> {
  filter: F;
  page: number;
  pageSize: number;
  all: boolean;
}

/**
 * The paging flags around the verb's own `filter` parser, checked in this order: --all with
 * --page, the filter, then the page numbers (so the first mistake is the one reported).
 */
export function parseListOptions<F>(
  o: Record<string, unknown>,
  ctx: Context,
  filter: () => F,
): ListOptions<F> {
  const all = o.all === true;
  if (all && o.page !== undefined) throw new UsageError(ctx.t("usage.allAndPage"));
  return {
    filter: filter(),
    page: intFlag(ctx.t, "--page", o.page, 1, 1_000_000) ?? 1,
    pageSize: intFlag(ctx.t, "--page-size", o.pageSize, 1, 1000) ?? (all ? 100 : 10),
    all,
  };
}

/** Where the rows come from: every row (walking the pages), or one page with the total. */
export interface ListSource<R> {
  all(pageSize: number): AsyncIterable<R>;
  page(pageNo: number, pageSize: number): Promise<{ total: number; rows: readonly R[] }>;
}

/** Print every row (--all) or the asked page, with the matching footer. */
export async function printList<R extends object>(
  ctx: Context,
  opts: ListOptions<unknown>,
  columns: readonly Column<R>[],
  source: ListSource<R>,
): Promise<void> {
  if (opts.all) {
    const rows: R[] = [];
    for await (const row of source.all(opts.pageSize)) rows.push(row);
    await printRows(ctx, rows, columns, ctx.t("list.footerAll", { count: rows.length }));
    return;
  }
  const page = await source.page(opts.page, opts.pageSize);
  const pages = Math.max(1, Math.ceil(page.total / opts.pageSize));
  await printRows(
    ctx,
    page.rows,
    columns,
    ctx.t("list.footer", { page: opts.page, pages, total: page.total }),
  );
}
