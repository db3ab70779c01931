// The role page's URL state (part2 §2): opens on enabled roles, "all" is kept in the URL, the
// name is trimmed and at most 100 characters.
import { describe, expect, it } from "vitest";
import { roleFilter, roleSearch } from "./search";

describe("role search", () => {
  it("opens on enabled roles and sends all as an empty status", () => {
    expect(roleFilter(roleSearch.parse({}))).toEqual({ roleName: null, roleStatus: "0" });
    expect(roleFilter(roleSearch.parse({ roleStatus: "all" }))).toEqual({ roleName: null, roleStatus: "" });
    expect(roleFilter(roleSearch.parse({ roleStatus: 1 }))).toEqual({ roleName: null, roleStatus: "1" });
  });

  it("trims the name and drops a value it cannot use", () => {
    expect(roleSearch.parse({ roleName: "  ops ", roleStatus: "2" })).toEqual({ roleName: "ops" });
    expect(roleSearch.parse({ roleName: "x".repeat(101) })).toEqual({});
  });
});
