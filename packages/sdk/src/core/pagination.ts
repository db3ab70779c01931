// Walking every page of a list, whichever paging style it has (part1 §7, part2 §7):
// `pageNo/list` lists answer `{ total, list }`, `pageNum/records` lists `{ total, records }`.
import type { Paging } from "../catalogue/shared/list.js";

/** A page of rows and the total number of rows that match, whatever field the rows came in. */
export interface Page<T> {
  total: number;
  list: T[];
}

/** One page of an answer in either paging style. */
export type AnyPage<T> = { total: number; list: T[] } | { total: number; records: T[] };

/** The rows and total of a page in either style, as a {@link Page}. */
export function pageRows<T>(page: AnyPage<T>): Page<T> {
  return { total: page.total, list: "list" in page ? page.list : page.records };
}

/**
 * Walk every page of a list and yield its rows in order: `fetchPage(page, size)` is called with
 * page 1, 2, … (the `pageNo` or `pageNum` of the list's paging style) until a page comes back
 * short or `total` rows have been seen. `pageSize` rows per call, default 100 (max 1000).
 */
export async function* listAll<T>(
  fetchPage: (page: number, pageSize: number) => Promise<AnyPage<T>>,
  pageSize = 100,
): AsyncGenerator<T, void, undefined> {
  let seen = 0;
  for (let page = 1; ; page++) {
    const { total, list } = pageRows(await fetchPage(page, pageSize));
    for (const row of list) yield row;
    seen += list.length;
    if (list.length < pageSize || seen >= total) return;
  }
}

/** The paging fields of a request for page `page` of `pageSize` rows in `paging`'s style. */
export function pageParams(paging: Paging, page: number, pageSize: number) {
  return paging === "pageNo/list" ? { pageNo: page, pageSize } : { pageNum: page, pageSize };
}
