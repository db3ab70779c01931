// The audit page's date filter (docs/audit.md): whole days in the time-zone setting the page
// shows times in, the last day included; text that is not a calendar day is refused, not thrown.
import { toWireTime } from "@fixcloud/sdk";
import { describe, expect, it } from "vitest";
import { badDay, EMPTY, requestOf } from "./filter";

describe("audit filter dates", () => {
  it("are whole days in UTC or in the browser's zone, `until` the start of the day after", () => {
    const form = { ...EMPTY, since: "2026-03-01", until: "2026-03-31" };
    expect(requestOf(form, "UTC")).toMatchObject({
      since: "2026-03-01 00:00:00",
      until: "2026-04-01 00:00:00",
    });
    expect(requestOf(form, "local")).toMatchObject({
      since: toWireTime(new Date(2026, 2, 1)),
      until: toWireTime(new Date(2026, 3, 1)),
    });
  });

  it("say a day that is not on the calendar is bad, without throwing", () => {
    for (const d of ["2026-02-31", "2026-13-01", "2026-1-1", "yesterday"]) expect(badDay(d), d).toBe(true);
    for (const d of ["", "2028-02-29"]) expect(badDay(d), d).toBe(false);
    expect(() => requestOf({ ...EMPTY, until: "2026-02-31" }, "UTC")).not.toThrow();
  });
});
