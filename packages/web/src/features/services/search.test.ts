import { describe, expect, it } from "vitest";
import { accountListParams } from "../accounts/search";
import { poolListParams } from "../pools/search";
import { serviceSearch } from "./search";

describe("service screen URL state", () => {
  it("defaults to the accounts tab and keeps both tabs' filters apart in their list calls", () => {
    const s = serviceSearch.parse({
      tab: "x",
      poolId: "  PL1 ",
      abpState: "3",
      serviceState: 2,
      orderNo: "O-1",
      startActivationTime: "2026-01-01 00:00:00",
      pageSize: 20,
    });
    expect(s).toEqual({
      tab: 1,
      poolId: "PL1",
      serviceState: 2,
      orderNo: "O-1",
      startActivationTime: "2026-01-01 00:00:00",
      page: 1,
      pageSize: 20,
    });
    expect(accountListParams(1, s)).toEqual({
      selectType: 1,
      serviceState: 2,
      orderNo: "O-1",
      startActivationTime: "2026-01-01 00:00:00",
      pageNo: 1,
      pageSize: 20,
    });
    expect(poolListParams(2, s)).toEqual({
      selectType: 2,
      poolId: "PL1",
      orderNo: "O-1",
      startActivationTime: "2026-01-01 00:00:00",
      pageNo: 1,
      pageSize: 20,
    });
  });

  it("accepts the pools tab and pool state 0", () => {
    const s = serviceSearch.parse({ tab: 2, abpState: "0" });
    expect(s.tab).toBe(2);
    expect(poolListParams(1, s).abpState).toBe(0);
  });
});
