import { accountList, noticeList, poolDeviceList, poolList } from "@fixcloud/sdk";
import { describe, expect, it } from "vitest";
import { filterParams, listSearch } from "./search";
import { listParams } from "./params";

describe("list URL schema built from an SDK list descriptor", () => {
  const accounts = listSearch(accountList);

  it("has one param per filter, a date range's calendar days under its key", () => {
    expect(Object.keys(filterParams(accountList)).sort()).toEqual(
      accountList.filters.map((f) => f.key).sort(),
    );
    expect(filterParams(accountList)).toHaveProperty("createTime");
    expect(filterParams(accountList)).not.toHaveProperty("startCreateTime");
  });

  it("keeps valid values: text trimmed, enum values as the SDK's, wire times, paging", () => {
    expect(
      accounts.parse({
        accountName: "  abc ",
        orderNo: 123,
        serviceProduct: "ppp_rtk",
        serviceState: "2",
        silentSwitch: 0,
        createTime: "2026-01-01..",
        page: "3",
        pageSize: 50,
      }),
    ).toEqual({
      accountName: "abc",
      orderNo: "123",
      serviceProduct: "ppp_rtk",
      serviceState: 2,
      silentSwitch: 0,
      createTime: "2026-01-01..",
      page: 3,
      pageSize: 50,
    });
  });

  it("drops what the descriptor does not accept and falls back on bad paging", () => {
    expect(
      accounts.parse({
        accountName: "   ",
        serviceProduct: "not_a_product",
        serviceState: 7,
        disableState: true,
        onlineState: [1],
        createTime: "yesterday..",
        page: -1,
        pageSize: 7,
        unknown: "x",
      }),
    ).toEqual({ page: 1, pageSize: 10 });
    expect(accounts.parse({ accountName: "x".repeat(101) })).toEqual({ page: 1, pageSize: 10 });
  });

  it("honours a text filter's own maximum (pool id: 64 characters)", () => {
    const pools = listSearch(poolList);
    expect(pools.parse({ poolId: "P".repeat(64) })).toMatchObject({ poolId: "P".repeat(64) });
    expect(pools.parse({ poolId: "P".repeat(65) })).toEqual({ page: 1, pageSize: 10 });
    expect(pools.parse({ abpState: "0" })).toMatchObject({ abpState: 0 });
  });

  it("leaves the enum value meaning 'all' out of the URL (notice type 0)", () => {
    const notices = listSearch(noticeList, ["noticeType", "noticeTitle"]);
    expect(notices.parse({ noticeType: 0 })).toEqual({ page: 1, pageSize: 10 });
    expect(notices.parse({ noticeType: "3", noticeStatus: 2 })).toEqual({
      noticeType: 3,
      page: 1,
      pageSize: 10,
    });
  });

  it("builds the list request with the descriptor's paging field", () => {
    const search = accounts.parse({
      serviceState: 1,
      endTime: "2026-02-01..",
      page: 2,
      pageSize: 20,
    });
    expect(listParams(accountList, search, { selectType: 3 }, "UTC")).toEqual({
      selectType: 3,
      serviceState: 1,
      startEndTime: "2026-02-01 00:00:00",
      pageNo: 2,
      pageSize: 20,
    });
    const notices = listSearch(noticeList, ["noticeType"]).parse({ noticeType: 2 });
    expect(listParams(noticeList, notices, {})).toEqual({ noticeType: 2, pageNum: 1, pageSize: 10 });
    const devices = listSearch(poolDeviceList).parse({ sn: " ab ", disableState: "3" });
    expect(listParams(poolDeviceList, devices, {})).toEqual({
      sn: "ab",
      disableState: 3,
      pageNo: 1,
      pageSize: 10,
    });
  });
});
