import { abpState, disableState, noticeType, onlineState, serviceState } from "@fixcloud/sdk";
import { describe, expect, it } from "vitest";
import { TONE_COLORS, toneColor, toneOf } from "./tones";

describe("SDK tones → console colours", () => {
  it("maps every tone to a badge colour, grey when there is none", () => {
    expect(TONE_COLORS).toEqual({
      neutral: "gray",
      info: "blue",
      success: "green",
      caution: "yellow",
      warning: "orange",
      danger: "red",
    });
    expect(toneColor(undefined)).toBe("gray");
  });

  it("colours service states as the spec says: pending blue, in service green, ended red", () => {
    expect([1, 2, 3].map((v) => toneColor(toneOf(serviceState, v)))).toEqual(["blue", "green", "red"]);
    // Values come as numbers or text from the wire.
    expect(toneColor(toneOf(serviceState, "2"))).toBe("green");
  });

  it("takes the pool states' tones from the SDK and has none for unknown values", () => {
    expect([0, 1, 2].map((v) => toneOf(abpState, v))).toEqual(["info", "success", "neutral"]);
    expect(toneOf(abpState, 5)).toBeUndefined();
    expect(toneOf(disableState, 1)).toBeUndefined();
  });

  it("keeps the online and notice type colours the console had", () => {
    expect(toneColor(toneOf(onlineState, 1))).toBe("green");
    expect([1, 2, 3, 4].map((v) => toneColor(toneOf(noticeType, v)))).toEqual([
      "blue",
      "orange",
      "red",
      "gray",
    ]);
  });
});
