import { readFileSync } from "node:fs";
import {
  abpState,
  disableState,
  enumTone,
  noticeType,
  onlineState,
  serviceState,
  type Tone,
} from "@fixcloud/sdk";
import { describe, expect, it } from "vitest";
import { TONE_COLORS, toneColor } from "./tones";

const css = readFileSync(new URL("./cells.css", import.meta.url), "utf8");

describe("SDK tones → console colours", () => {
  it("gives every tone its own colour, one the badge styles know; grey when there is none", () => {
    const tones = Object.keys(TONE_COLORS) as Tone[];
    const colors = tones.map(toneColor);
    expect(new Set(colors).size).toBe(tones.length);
    for (const color of colors) expect(css).toContain(`.fc-badge[data-color="${color}"]`);
    expect(toneColor(undefined)).toBe("gray");
  });

  it("colours service states as the spec says: pending blue, in service green, ended red", () => {
    expect([1, 2, 3].map((v) => toneColor(enumTone(serviceState, v)))).toEqual(["blue", "green", "red"]);
    // Values come as numbers or text from the wire.
    expect(toneColor(enumTone(serviceState, "2"))).toBe("green");
  });

  it("takes the pool states' tones from the SDK and has none for unknown values", () => {
    expect([0, 1, 2].map((v) => enumTone(abpState, v))).toEqual(["info", "success", "neutral"]);
    expect(enumTone(abpState, 5)).toBeUndefined();
    expect(enumTone(disableState, 1)).toBeUndefined();
  });

  it("keeps the online and notice type colours the console had", () => {
    expect(toneColor(enumTone(onlineState, 1))).toBe("green");
    expect([1, 2, 3, 4].map((v) => toneColor(enumTone(noticeType, v)))).toEqual([
      "blue",
      "orange",
      "red",
      "gray",
    ]);
  });
});
