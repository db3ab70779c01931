import { accountList, noticeList, poolList } from "@fixcloud/sdk";
import { describe, expect, it } from "vitest";
import { shownFilters, toFormValues, toSearchValues } from "./filterValues";
import { filtersOf } from "./params";
import { listSearch } from "./search";

describe("filter form ↔ URL", () => {
  const filters = shownFilters(accountList);

  it("shows every filter of the descriptor, or the chosen ones in the descriptor's order", () => {
    expect(filters.map((f) => f.key)).toEqual(accountList.filters.map((f) => f.key));
    expect(shownFilters(noticeList, ["noticeTitle", "noticeType"]).map((f) => f.key)).toEqual([
      "noticeType",
      "noticeTitle",
    ]);
  });

  it("round-trips a URL state through the form (calendar days)", () => {
    const search = listSearch(accountList).parse({
      accountName: "acc1",
      serviceProduct: "rtd",
      serviceState: 3,
      silentSwitch: 0,
      createTime: "2026-03-01..2026-03-31",
      expiringWithin: "30",
    });
    const { page: _p, pageSize: _s, ...filtersOnly } = search;
    const form = toFormValues(filters, filtersOnly);
    expect(form).toMatchObject({
      accountName: "acc1",
      serviceProduct: "rtd",
      serviceState: "3",
      silentSwitch: "0",
      onlineState: null,
      orderNo: "",
      createTime: ["2026-03-01", "2026-03-31"],
      endTime: [null, null],
      expiringWithin: "30",
    });
    expect(toSearchValues(filters, form)).toEqual(filtersOnly);
    // The window reaches the list request, and so the batch and export targets built from it.
    expect(filtersOf(accountList, filtersOnly)).toMatchObject({ expiringWithin: 30 });
  });

  it("shows the picked days again after a search", () => {
    const picked = {
      ...toFormValues(filters, {}),
      createTime: ["2026-05-01", "2026-05-02"] as [string, string],
      silentSwitch: "1",
    };
    const search = toSearchValues(filters, picked);
    expect(search).toEqual({ createTime: "2026-05-01..2026-05-02", silentSwitch: 1 });
    expect(toFormValues(filters, search)).toEqual(picked);
  });

  it("turns what was typed and picked into URL values: trimmed, typed, calendar days", () => {
    const form = {
      ...toFormValues(filters, {}),
      accountName: "  a b  ",
      orderNo: "   ",
      serviceState: "2",
      disableState: "9",
      logoutTime: ["2026-01-02", null] as [string, null],
    };
    expect(toSearchValues(filters, form)).toEqual({
      accountName: "a b",
      serviceState: 2,
      logoutTime: "2026-01-02..",
    });
  });

  it("reads a cleared form as no filters, and what it writes is what the URL schema keeps", () => {
    const empty = toSearchValues(shownFilters(poolList), toFormValues(shownFilters(poolList), {}));
    expect(empty).toEqual({});
    const written = toSearchValues(shownFilters(poolList), {
      ...toFormValues(shownFilters(poolList), {}),
      abpState: "0",
      poolId: " PL9 ",
    });
    expect(listSearch(poolList).parse(written)).toEqual({ ...written, page: 1, pageSize: 10 });
  });
});
