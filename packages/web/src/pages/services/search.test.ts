import { describe, expect, it } from "vitest";
import { accountListParams } from "../../features/accounts/params";
import { poolListParams } from "../../features/pools/params";
import { serviceSearch } from "./search";

describe("service screen URL state", () => {
  it("defaults to the accounts tab and keeps both tabs' filters apart in their list calls", () => {
    const s = serviceSearch.parse({
      tab: "x",
      poolId: "  PL1 ",
      abpState: "3",
      serviceState: 2,
      orderNo: "O-1",
      activationTime: "2026-01-01..2026-01-31",
      pageSize: 20,
    });
    expect(s).toEqual({
      tab: 1,
      poolId: "PL1",
      serviceState: 2,
      orderNo: "O-1",
      activationTime: "2026-01-01..2026-01-31",
      page: 1,
      pageSize: 20,
    });
    expect(accountListParams(1, s, "UTC")).toEqual({
      selectType: 1,
      serviceState: 2,
      orderNo: "O-1",
      startActivationTime: "2026-01-01 00:00:00",
      endActivationTime: "2026-01-31 23:59:59",
      pageNo: 1,
      pageSize: 20,
    });
    expect(poolListParams(2, s, "UTC")).toEqual({
      selectType: 2,
      poolId: "PL1",
      orderNo: "O-1",
      startActivationTime: "2026-01-01 00:00:00",
      endActivationTime: "2026-01-31 23:59:59",
      pageNo: 1,
      pageSize: 20,
    });
  });

  it("accepts the pools tab and pool state 0", () => {
    const s = serviceSearch.parse({ tab: 2, abpState: "0" });
    expect(s.tab).toBe(2);
    expect(poolListParams(1, s, "UTC").abpState).toBe(0);
  });

  it("reads an old link's wire times as their UTC days instead of failing", () => {
    const s = serviceSearch.parse({ startCreateTime: "2026-11-01 00:00:00", endCreateTime: "oops" });
    expect(s).toMatchObject({ createTime: "2026-11-01.." });
    expect(accountListParams(1, s, "UTC")).toMatchObject({ startCreateTime: "2026-11-01 00:00:00" });
    expect(accountListParams(1, s, "UTC")).not.toHaveProperty("endCreateTime");
  });
});
