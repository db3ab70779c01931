import { describe, expect, it } from "vitest";
import { serviceSearch } from "../../routes/search";
import { poolListParams } from "./search";

describe("pools tab URL state", () => {
  it("keeps pool filters, trims text, drops bad values and ignores the accounts tab's keys", () => {
    const s = serviceSearch.parse({
      tab: 2,
      poolId: "  PL1 ",
      abpState: "3",
      startActivationTime: "2026-01-01 00:00:00",
      endActivationTime: "soon",
      serviceState: 2,
      pageSize: 20,
    });
    expect(s).toMatchObject({ tab: 2, poolId: "PL1", pageSize: 20 });
    expect(s.abpState).toBeUndefined();
    expect(poolListParams(1, s)).toEqual({
      selectType: 1,
      pageNo: 1,
      pageSize: 20,
      poolId: "PL1",
      startActivationTime: "2026-01-01 00:00:00",
    });
  });

  it("accepts abpState 0", () => {
    expect(poolListParams(2, serviceSearch.parse({ tab: 2, abpState: "0" })).abpState).toBe(0);
  });
});
