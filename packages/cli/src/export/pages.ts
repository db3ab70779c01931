// The rows of an export, page by page: the first
// page gives the total, the rest are fetched a few at a time and handed on in page order, so the
// file is written while later pages are still on the wire. Any number of rows: the export is
// "split" into pages of 1000 and "merged" into one file as it streams (part1 §9's 10,000-row cap
// is the server export's, which the CLI does not use; see docs/architecture.md "CLI exports").
import { MAX_PAGE_SIZE } from "@fixcloud/sdk/lists";
import { ResponseShapeError } from "@fixcloud/sdk/transport";

/** Rows per list call of an export: the API's largest page (part1 §9). */
export const EXPORT_PAGE_SIZE = MAX_PAGE_SIZE;

/** One page of a list: the rows and the list's total. */
export interface Page<R> {
  total: number;
  rows: readonly R[];
}

/**
 * A list call's answer `{ total, list }` as a {@link Page}, checked once per page: the rows'
 * schema check is skipped for the export's large pages (the cells read each field
 * defensively), but an answer without a whole `total` ≥ 0 and a `list` array is not a page.
 * @throws ResponseShapeError naming `endpoint` (one line, exit 1), rather than a TypeError later.
 */
export function pageOf<R>(endpoint: string, answer: { total: unknown; list: unknown }): Page<R> {
  const { total, list } = answer ?? {};
  if (!Number.isInteger(total) || (total as number) < 0 || !Array.isArray(list))
    throw new ResponseShapeError(`${endpoint}: unexpected answer: expected { total, list }`);
  return { total: total as number, rows: list as R[] };
}

/** Options of {@link pages}. */
export interface PagesOptions {
  /** Rows per page (the API's largest page, 1000). */
  pageSize: number;
  /** Pages on the wire at once after the first (default 4). */
  concurrency?: number;
}

/**
 * Walk a list: `fetchPage(pageNo, pageSize)` for page 1 at once (before the walk is iterated,
 * so the call overlaps whatever the caller does first: the permission check, loading exceljs),
 * then pages 2…n with up to `concurrency` in flight from the moment page 1 answers (not after
 * the consumer has written it), yielding each page's rows in order. A failed page rejects the
 * walk (the others still in flight are awaited quietly: never an unhandled rejection, also
 * when the walk is never iterated); stopping the walk early (`break`) fetches no further pages.
 */
export function pages<R>(
  fetchPage: (pageNo: number, pageSize: number) => Promise<Page<R>>,
  { pageSize, concurrency = 4 }: PagesOptions,
): AsyncGenerator<readonly R[]> {
  const first = fetchPage(1, pageSize);
  first.catch(() => {});
  return walk(first, fetchPage, pageSize, concurrency);
}

async function* walk<R>(
  firstPage: Promise<Page<R>>,
  fetchPage: (pageNo: number, pageSize: number) => Promise<Page<R>>,
  pageSize: number,
  concurrency: number,
): AsyncGenerator<readonly R[]> {
  const first = await firstPage;
  const count = Math.ceil(first.total / pageSize);
  const inFlight = new Map<number, Promise<Page<R>>>();
  let next = 2;
  const launch = () => {
    while (next <= count && inFlight.size < concurrency) {
      const p = fetchPage(next, pageSize);
      // Handled here too, so a page that fails while an earlier one is awaited is no crash.
      p.catch(() => {});
      inFlight.set(next++, p);
    }
  };
  try {
    // The next pages are on the wire while the consumer writes this one.
    launch();
    yield first.rows;
    for (let pageNo = 2; pageNo <= count; pageNo++) {
      launch();
      const page = await inFlight.get(pageNo)!;
      inFlight.delete(pageNo);
      launch();
      yield page.rows;
      // A short page means the list shrank while it was walked: nothing follows it.
      if (page.rows.length < pageSize) break;
    }
  } finally {
    await Promise.allSettled(inFlight.values());
  }
}
