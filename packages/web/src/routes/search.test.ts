import { describe, expect, it } from "vitest";
import { accountListParams, noticeListSearch, serviceSearch } from "./search";

describe("URL search params", () => {
  it("falls back on bad paging values", () => {
    expect(noticeListSearch.parse({ tab: 9, page: -1, pageSize: 7 })).toEqual({
      tab: 0,
      page: 1,
      pageSize: 10,
    });
    expect(noticeListSearch.parse({ tab: "2", page: "3", pageSize: "50" })).toEqual({
      tab: 2,
      page: 3,
      pageSize: 50,
    });
  });

  it("keeps valid account filters, trims text and drops bad ones", () => {
    const s = serviceSearch.parse({
      accountName: "  abc ",
      orderNo: 123,
      serviceState: "2",
      disableState: 7,
      startCreateTime: "2026-01-01 00:00:00",
      endCreateTime: "yesterday",
      silentSwitch: 0,
    });
    expect(s).toMatchObject({
      tab: 1,
      page: 1,
      pageSize: 10,
      accountName: "abc",
      orderNo: "123",
      serviceState: 2,
    });
    expect(s.disableState).toBeUndefined();
    expect(s.endCreateTime).toBeUndefined();
    expect(accountListParams(1, s)).toEqual({
      selectType: 1,
      pageNo: 1,
      pageSize: 10,
      accountName: "abc",
      orderNo: "123",
      serviceState: 2,
      startCreateTime: "2026-01-01 00:00:00",
      silentSwitch: 0,
    });
  });
});
