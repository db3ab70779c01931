// The password rotation's grace (catalogue/accounts/password-grace.ts; docs/ntrip-caster.md
// "Password rotation"): the days a user types are accepted from 0 to 7 as typed, never rounded,
// and the old password's end is the change's moment plus whole days, which the console names in
// its success message.
import { describe, expect, it } from "vitest";
import { PASSWORD_GRACE_CODE, passwordGraceDays, passwordGraceEnd } from "../src/index.js";

describe("passwordGraceDays", () => {
  it("accepts 0 to 7 whole days (empty is 0) and refuses the rest as typed", () => {
    for (const ok of ["", "0", "3", " 7 ", 7, null, undefined]) expect(passwordGraceDays(ok)).toBeNull();
    for (const bad of ["8", "-1", "1.5", "1e0", "two", 8])
      expect(passwordGraceDays(bad)).toBe(PASSWORD_GRACE_CODE);
  });
});

describe("passwordGraceEnd", () => {
  it("is the change's moment plus whole days, across a month's end, as a wire time", () => {
    expect(passwordGraceEnd("2026-11-29 23:02:03", 3)).toBe("2026-12-02 23:02:03");
    expect(passwordGraceEnd("2026-12-06 00:00:00", 7)).toBe("2026-12-13 00:00:00");
  });

  it("is null without a grace, or for text that is not a wire time", () => {
    expect(passwordGraceEnd("2026-12-06 08:00:00", 0)).toBeNull();
    expect(passwordGraceEnd("yesterday", 2)).toBeNull();
  });
});
