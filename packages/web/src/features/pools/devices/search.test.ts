import { describe, expect, it } from "vitest";
import { deviceSearch } from "./search";
import { deviceListParams } from "./params";

describe("/serviceNoList URL state", () => {
  it("keeps the pool, type and filters and falls back on bad values", () => {
    const s = deviceSearch.parse({ poolId: " P1 ", type: "1", selectType: 9, sn: "  ab ", disableState: 5 });
    expect(s).toEqual({ poolId: "P1", type: 1, selectType: 1, sn: "ab", page: 1, pageSize: 10 });
    expect(deviceListParams(s, "UTC")).toEqual({ sn: "ab", pageNo: 1, pageSize: 10 });
  });

  it("defaults the type to 2 (other pools) and leaves a missing pool out", () => {
    const s = deviceSearch.parse({ type: "x", selectType: "3" });
    expect(s).toEqual({ type: 2, selectType: 3, page: 1, pageSize: 10 });
  });
});
