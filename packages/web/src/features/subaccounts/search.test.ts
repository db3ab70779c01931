// The URL state of /accountMng (part2 §2, §9): filters trimmed, page sizes 10/20/50/100 only
// (the other lists' 30 falls back to 10), and the list body built from it.
import { describe, expect, it } from "vitest";
import { subAccountListParams, subAccountSearch } from "./search";

describe("sub-account search", () => {
  it("reads trimmed filters and the page's own sizes", () => {
    expect(subAccountSearch.parse({ userName: "  ops ", fullName: "", page: "2", pageSize: 50 })).toEqual({
      userName: "ops",
      page: 2,
      pageSize: 50,
    });
    expect(subAccountSearch.parse({ pageSize: 30 })).toEqual({ page: 1, pageSize: 10 });
    expect(subAccountSearch.parse({ page: 0, pageSize: 100 })).toEqual({ page: 1, pageSize: 100 });
  });

  it("turns the URL state into the subAccountList body", () => {
    expect(subAccountListParams({ fullName: "Li", page: 3, pageSize: 20 })).toEqual({
      userName: undefined,
      fullName: "Li",
      pageNum: 3,
      pageSize: 20,
    });
  });
});
