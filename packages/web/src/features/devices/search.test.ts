import { describe, expect, it } from "vitest";
import { deviceListParams, deviceSearch } from "./search";

describe("/serviceNoList search params", () => {
  it("keeps the pool, type and filters and falls back on bad values", () => {
    const s = deviceSearch.parse({ poolId: " P1 ", type: "1", selectType: 9, sn: "  ab ", disableState: 5 });
    expect(s).toMatchObject({ poolId: "P1", type: 1, selectType: 1, sn: "ab", page: 1, pageSize: 10 });
    expect(s.disableState).toBeUndefined();
    expect(deviceListParams({ ...s, poolId: "P1" })).toEqual({
      poolId: "P1",
      pageNo: 1,
      pageSize: 10,
      sn: "ab",
    });
  });

  it("defaults the type to 2 (other pools)", () => {
    expect(deviceSearch.parse({ poolId: "P2", type: "x" }).type).toBe(2);
  });
});
