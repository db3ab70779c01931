// URL state of /accountMng (part2 §2 sub-account page): the username and full-name search from
// the SDK's sub-account list descriptor, and paging with the page's own sizes 10/20/50/100
// (default 10, part2 §9).
import { type FilterValues, SUB_ACCOUNT_PAGE_SIZES, subAccountList } from "@fixcloud/sdk";
import { filterParams, param, readInt, readPage, searchSchema } from "../../shared/list/search";

/** A page size of the sub-account list. */
export type SubAccountPageSize = (typeof SUB_ACCOUNT_PAGE_SIZES)[number];

/** The validated URL state of /accountMng. */
export type SubAccountSearch = FilterValues<typeof subAccountList> & {
  page: number;
  pageSize: SubAccountPageSize;
};

/** The URL schema of /accountMng: filters, `page` (from 1) and `pageSize` (10, 20, 50, 100). */
export const subAccountSearch = searchSchema<SubAccountSearch, Partial<SubAccountSearch>>({
  ...filterParams(subAccountList),
  page: param(readPage, 1),
  pageSize: param((v) => SUB_ACCOUNT_PAGE_SIZES.find((s) => s === readInt(v)), SUB_ACCOUNT_PAGE_SIZES[0]),
});

/** The subAccountList body of a URL state. */
export function subAccountListParams(search: SubAccountSearch) {
  const { page, pageSize, userName, fullName } = search;
  return { userName, fullName, pageNum: page, pageSize };
}
