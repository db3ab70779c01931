// The URL state of /myOrder and /orderDetial (part2 §2, §9): the window is 3, 6, 12 or 0 (all)
// and 3 when absent or anything else; the order number is trimmed; the detail's id reads
// `?detialId=700001` as the spec writes it.
import { describe, expect, it } from "vitest";
import { orderDetailSearch, orderLinkSearch, orderListParams, orderListSearch } from "./search";

describe("order search", () => {
  it("defaults to the last 3 months and keeps only the offered windows", () => {
    expect(orderListSearch.parse({})).toEqual({ time: 3, page: 1, pageSize: 10 });
    expect(orderListSearch.parse({ time: 0 }).time).toBe(0);
    expect(orderListSearch.parse({ time: "12" }).time).toBe(12);
    for (const bad of [1, "all", -3, null]) expect(orderListSearch.parse({ time: bad }).time).toBe(3);
  });

  it("turns the URL state into the orderList body", () => {
    const search = orderListSearch.parse({ time: 6, orderNo: "  dd2026 ", page: "2", pageSize: 20 });
    expect(orderListParams(search)).toEqual({ time: 6, orderNo: "dd2026", pageNo: 2, pageSize: 20 });
  });

  it("carries an order id as the spec's link does", () => {
    expect(orderLinkSearch("700001")).toEqual({ detialId: 700001 });
    expect(orderDetailSearch.parse({ detialId: 700001 })).toEqual({ detialId: 700001 });
    expect(orderDetailSearch.parse({ detialId: "A-1" })).toEqual({ detialId: "A-1" });
    expect(orderDetailSearch.parse({})).toEqual({});
  });
});
