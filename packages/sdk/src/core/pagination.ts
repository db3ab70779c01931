/** A page of rows and the total number of rows that match (part1 §7). */
export interface Page<T> {
  total: number;
  list: T[];
}

/**
 * Walk every page of a `pageNo`/`pageSize` list and yield its rows in order. Stops when a
 * page comes back short or `total` rows have been seen. `pageSize` defaults to 100.
 */
export async function* iteratePages<T>(
  fetchPage: (pageNo: number, pageSize: number) => Promise<Page<T>>,
  pageSize = 100,
): AsyncGenerator<T, void, undefined> {
  let seen = 0;
  for (let pageNo = 1; ; pageNo++) {
    const page = await fetchPage(pageNo, pageSize);
    for (const row of page.list) yield row;
    seen += page.list.length;
    if (page.list.length < pageSize || seen >= page.total) return;
  }
}
