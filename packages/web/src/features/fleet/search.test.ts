// The fleet page's URL state (./search.ts): a scope of pool and high-precision product and a
// window, a bad value falling back to the whole fleet over 24 h and reported; the request sends
// only the scope's set parts.
import { describe, expect, it } from "vitest";
import { fleetRequest, fleetSearch } from "./search";

describe("fleet URL state", () => {
  it("reads pool, product and window", () => {
    expect(fleetSearch.parse({ poolId: "P100", serviceProduct: "rtd", window: "7d" })).toEqual({
      poolId: "P100",
      serviceProduct: "rtd",
      window: "7d",
    });
  });

  it("opens on the whole fleet over 24 h", () => {
    expect(fleetSearch.parse({})).toEqual({ window: "24h" });
  });

  it("refuses an unknown window, a product without rovers and an over-long pool id, and says which", () => {
    const { value, dropped } = fleetSearch.check({
      window: "30d",
      serviceProduct: "remote_upgrade",
      poolId: "x".repeat(65),
    });
    expect(value).toEqual({ window: "24h", serviceProduct: undefined, poolId: undefined });
    expect(dropped.map((d) => [d.key, d.labelKey])).toEqual([
      ["poolId", "fleet.field.poolId"],
      ["serviceProduct", "fleet.field.serviceProduct"],
      ["window", "fleet.field.window"],
    ]);
  });

  it("sends only the set parts of the scope", () => {
    expect(fleetRequest({ window: "24h" })).toEqual({ window: "24h" });
    expect(fleetRequest({ window: "7d", poolId: "P1", serviceProduct: undefined })).toEqual({
      window: "7d",
      poolId: "P1",
    });
  });
});
