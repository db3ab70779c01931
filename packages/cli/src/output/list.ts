// Printing a list verb's rows (part1 §2 lists, §7 paging; `--limit`): one page with its
// footer, every page (`--all`) walked with the SDK's listAll, or the first N rows across pages
// (`--limit N`, the walk stopped as soon as N rows are in).
import { Option } from "commander";
import type { Context } from "../context.js";
import { UsageError } from "../errors.js";
import type { Paging } from "../flags/paging.js";
import { intFlag } from "../flags/values.js";
import { h } from "../lang.js";
import { type Column, printRows } from "./print.js";

/** Where a list's rows come from: every row (walking the pages), or one page with the total. */
export interface ListSource<R> {
  /** Every row, `pageSize` rows a call (the SDK resource's `listAll`). */
  all(pageSize: number): AsyncIterable<R>;
  /** Page `page` (from 1) of `pageSize` rows and the total count. */
  page(page: number, pageSize: number): Promise<{ total: number; rows: readonly R[] }>;
}

/** Which rows a list verb prints: the paging flags plus `--limit`. */
export interface ListRange extends Paging {
  /** At most this many rows, read across pages. */
  limit?: number;
  /** `--page-size` was given (otherwise a `--limit` walk asks for up to `limit` rows a call). */
  pageSizeGiven?: boolean;
}

/** Most rows `--limit` takes (a bound, so a typo cannot ask for billions). */
const MAX_LIMIT = 1_000_000;
/** Most rows a call returns (part1 §7). */
const MAX_PAGE = 1000;

/** `--limit <n>` of every list verb. */
export function limitOption(): Option {
  return new Option(
    "--limit <n>",
    h("Print at most n rows, read across pages as needed.", "最多输出 n 行，按需跨页读取。"),
  );
}

/**
 * The row range of a list verb: its paging plus `--limit`. No calls.
 * @throws UsageError for a bad number, or `--limit` with `--all`/`--page`.
 */
export function parseListRange(
  o: Record<string, unknown>,
  ctx: Pick<Context, "t">,
  paging: Paging,
): ListRange {
  const limit = intFlag(ctx.t, "--limit", o.limit, 1, MAX_LIMIT);
  if (limit === undefined) return paging;
  if (paging.all || o.page !== undefined) throw new UsageError(ctx.t("limit.withAll"));
  return { ...paging, limit, pageSizeGiven: o.pageSize !== undefined };
}

/** Print every row (`--all`), the first `limit` rows, or the asked page, with the matching footer. */
export async function printList<R extends object>(
  ctx: Context,
  range: ListRange,
  columns: readonly Column<R>[],
  source: ListSource<R>,
): Promise<void> {
  if (range.all || range.limit !== undefined) {
    const limit = range.limit ?? Number.POSITIVE_INFINITY;
    const size =
      range.limit === undefined || range.pageSizeGiven ? range.pageSize : Math.min(range.limit, MAX_PAGE);
    const rows: R[] = [];
    if (limit > 0)
      for await (const row of source.all(size)) {
        rows.push(row);
        // Leaving the loop ends the walk: no page after the one that held the last row.
        if (rows.length >= limit) break;
      }
    await printRows(ctx, rows, columns, ctx.t("list.footerAll", { count: rows.length }));
    return;
  }
  const page = await source.page(range.page, range.pageSize);
  const pages = Math.max(1, Math.ceil(page.total / range.pageSize));
  await printRows(
    ctx,
    page.rows,
    columns,
    ctx.t("list.footer", { page: range.page, pages, total: page.total }),
  );
}
