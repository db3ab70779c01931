// Quick ranges and the search history of /obstacle (part2 §5, §9).
import { describe, expect, it } from "vitest";
import { readHistory, rememberSearch, withSearch } from "./history";
import { fromPicker, quickRange, toPicker } from "./ranges";

const NOW = Date.UTC(2026, 5, 10, 3, 30, 0); // 2026-06-10 03:30 UTC = 11:30 in Shanghai

describe("quickRange", () => {
  it("the last N hours end now", () => {
    expect(quickRange("1h", NOW, "UTC")).toEqual({
      start: "2026-06-10 02:30:00",
      end: "2026-06-10 03:30:00",
    });
    expect(quickRange("168h", NOW, "UTC").start).toBe("2026-06-03 03:30:00");
  });
  it("today and yesterday are calendar days of the time-zone setting", () => {
    expect(quickRange("today", NOW, "UTC")).toEqual({
      start: "2026-06-10 00:00:00",
      end: "2026-06-10 03:30:00",
    });
    expect(quickRange("yesterday", NOW, "UTC")).toEqual({
      start: "2026-06-09 00:00:00",
      end: "2026-06-09 23:59:59",
    });
  });
  it("the picker shows and reads times in the setting", () => {
    expect(toPicker("2026-06-10 03:30:00", "UTC")).toBe("2026-06-10 03:30:00");
    expect(fromPicker("2026-06-10 03:30", "UTC")).toBe("2026-06-10 03:30:00");
    expect(fromPicker(null, "UTC")).toBeNull();
  });
});

describe("search history", () => {
  it("keeps the last 5 distinct names, newest first", () => {
    let h: string[] = [];
    for (const n of ["a", "b", "c", "a", "d", "e", "f"]) h = withSearch(h, n);
    expect(h).toEqual(["f", "e", "d", "a", "c"]);
    expect(withSearch(h, "   ")).toEqual(h);
    expect(withSearch(h, "x".repeat(101))).toEqual(h);
  });
  it("survives corrupt or missing storage", () => {
    const store = new Map<string, string>([["fixcloud.fault.history", "{not json"]]);
    const s = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(readHistory(s)).toEqual([]);
    expect(rememberSearch("rover-1", s)).toEqual(["rover-1"]);
    expect(readHistory(s)).toEqual(["rover-1"]);
    expect(readHistory(undefined)).toEqual([]);
  });
});
