// The export's page walk (src/export/pages.ts; export budgets): the calls overlap the
// writing, and every row arrives once, in order; and its fast time cells (src/export/columns.ts).
import { formatTime } from "@fixcloud/sdk/format";
import { describe, expect, it } from "vitest";
import { exportTime } from "../src/export/columns.js";
import { ResponseShapeError } from "@fixcloud/sdk/transport";
import { type Page, pageOf, pages } from "../src/export/pages.js";

/** A list of `total` numbered rows, recording which pages were asked for. */
function list(total: number) {
  const asked: number[] = [];
  const fetchPage = async (pageNo: number, pageSize: number): Promise<Page<number>> => {
    asked.push(pageNo);
    const start = (pageNo - 1) * pageSize;
    const rows = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => start + i);
    return { total, rows };
  };
  return { asked, fetchPage };
}

describe("export pages", () => {
  it("takes a list answer as a page, and refuses one that is not (one clear error, no TypeError)", () => {
    expect(pageOf("accounts.selectAccServList", { total: 2, list: [{ id: "1" }, { id: "2" }] })).toEqual({
      total: 2,
      rows: [{ id: "1" }, { id: "2" }],
    });
    for (const bad of [{ total: "2", list: [] }, { total: 2, list: null }, { total: -1, list: [] }, null])
      expect(() => pageOf("accounts.selectAccServList", bad as never)).toThrow(ResponseShapeError);
  });

  it("asks for page 1 before the walk is iterated (it overlaps the permission check)", () => {
    const { asked, fetchPage } = list(25);
    pages(fetchPage, { pageSize: 10 });
    expect(asked).toEqual([1]);
  });

  it("has the next pages on the wire while the consumer writes page 1", async () => {
    const { asked, fetchPage } = list(95);
    const walk = pages(fetchPage, { pageSize: 10, concurrency: 3 });
    const first = await walk.next();
    expect(first.value).toHaveLength(10);
    expect(asked).toEqual([1, 2, 3, 4]);
    await walk.return(undefined);
  });

  it("yields every row once, in order", async () => {
    const { fetchPage } = list(95);
    const rows: number[] = [];
    for await (const page of pages(fetchPage, { pageSize: 10 })) rows.push(...page);
    expect(rows).toEqual(Array.from({ length: 95 }, (_, i) => i));
  });

  it("a failed page rejects the walk; a walk never iterated leaves no unhandled rejection", async () => {
    const failing = (pageNo: number) =>
      pageNo === 2 ? Promise.reject(new Error("closed")) : Promise.resolve({ total: 30, rows: [1, 2, 3] });
    const rows: number[] = [];
    await expect(async () => {
      for await (const page of pages(failing, { pageSize: 3 })) rows.push(...page);
    }).rejects.toThrow("closed");
    expect(rows).toEqual([1, 2, 3]);
    pages(() => Promise.reject(new Error("refused")), { pageSize: 3 });
    // Node reports an unhandled rejection once the microtasks have run, before the next turn.
    await new Promise((r) => setImmediate(r));
  });
});

describe("export time cells", () => {
  it("are what formatTime gives, in UTC and local time", () => {
    const samples = [
      "2026-11-21 14:36:37",
      "2026-02-31 10:00:00",
      "2026-11-21 24:00:00",
      "2026-11-21",
      "2026-11-21T14:36:37",
      " 2026-11-21 14:36:37 ",
      "2026-11-21 14:36",
      "not a time",
    ];
    for (const timeZone of ["UTC", "local"] as const)
      for (const text of samples) expect(exportTime(text, timeZone)).toBe(formatTime(text, { timeZone }));
  });
});
