// The certification screens per flag (part2 §2, §4).
import { describe, expect, it } from "vitest";
import { infoMode, statusAction } from "./status";

describe("certification status", () => {
  it("titles the status page's button by flag and leads to the right /realNameInfo type", () => {
    expect(statusAction(1)).toEqual({ titleKey: "authFlag.1", type: null });
    expect(statusAction(2)).toEqual({ titleKey: "action.resubmit", type: 2 });
    expect(statusAction(3)).toEqual({ titleKey: "action.start", type: 1 });
    expect(statusAction(4)).toEqual({ titleKey: "action.view", type: 4 });
  });

  it("sends an approved customer to the status page whatever the type", () => {
    for (const type of [undefined, 1, 2, 4]) expect(infoMode(1, type)).toBe("status");
  });

  it("refuses a resubmission link unless the application was rejected", () => {
    expect(infoMode(3, 2)).toBe("notResubmittable");
    expect(infoMode(4, 2)).toBe("notResubmittable");
    expect(infoMode(2, 2)).toBe("form");
  });

  it("shows the application read-only for type 4 and while it is under review", () => {
    expect(infoMode(2, 4)).toBe("view");
    expect(infoMode(4, undefined)).toBe("view");
    expect(infoMode(3, undefined)).toBe("form");
    expect(infoMode(2, 1)).toBe("form");
  });
});
