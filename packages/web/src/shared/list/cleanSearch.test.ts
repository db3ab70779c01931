// The URL state of every list page (part1 §2: filters and paging live in the URL), generated from
// the SDK's list descriptors: for each filter a page's URL holds, a value the filter refuses falls
// back to the default and is reported (the route then rewrites the URL and names it), a valid one
// is kept, and the list request made from the router's search never carries the refused value
// (TanStack Router keeps the URL's own keys beside the validated ones). A list added to the SDK
// without a URL schema here fails the first test.
import {
  type FilterDef,
  type ListDescriptor,
  lists,
  PAGE_SIZES,
  SUB_ACCOUNT_PAGE_SIZES,
  valuesOf,
} from "@fixcloud/sdk";
import { isRedirect } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { MESSAGE_FILTERS, messageListSearch } from "../../features/messages/search";
import { NOTICE_FILTERS, noticeListSearch } from "../../features/notices/search";
import { orderListSearch } from "../../features/orders/search";
import { deviceSearch } from "../../features/pools/devices/search";
import { serviceSearch } from "../../pages/services/search";
import { subAccountSearch } from "../../features/subaccounts/search";
import { ticketListSearch } from "../../features/tickets/search";
import { cleanUrlRoutes } from "../urlState";
import { filtersOf } from "./params";
import type { SearchSchema } from "./search";

type AnySchema = SearchSchema<Record<string, unknown>, unknown>;

/** The console page of each SDK list: its URL schema and the filters its URL holds. */
const PAGES: Record<keyof typeof lists, { schema: AnySchema; keys?: readonly string[] }> = {
  accounts: { schema: serviceSearch as never },
  pools: { schema: serviceSearch as never },
  poolDevices: { schema: deviceSearch as never },
  // The customer's filters only (the notice status and message title are the admin's and CLI's).
  notices: { schema: noticeListSearch as never, keys: NOTICE_FILTERS },
  messages: { schema: messageListSearch as never, keys: MESSAGE_FILTERS },
  subAccounts: { schema: subAccountSearch as never },
  orders: { schema: orderListSearch as never },
  tickets: { schema: ticketListSearch as never },
};

/** A value the filter refuses, and one it keeps (as the URL gives it, and as read). */
function samples(f: FilterDef): { bad: unknown; good: unknown; read: unknown } {
  switch (f.kind) {
    case "text":
      return { bad: "x".repeat((f.max ?? 100) + 1), good: " abc ", read: "abc" };
    case "int":
      return { bad: f.max + 1, good: f.min, read: f.min };
    case "enum": {
      const value = valuesOf(f.enum).find((v) => v !== f.all)!;
      return { bad: typeof value === "number" ? 987_654 : "not_a_value", good: String(value), read: value };
    }
    case "date-range":
      return { bad: "yesterday..", good: "2026-01-01..2026-01-31", read: "2026-01-01..2026-01-31" };
    case "within": {
      // Days only: "10d" is the CLI's spelling, not the URL's; 15 is no window.
      const value = valuesOf(f.enum)[0]!;
      return { bad: 15, good: String(value), read: value };
    }
  }
}

const cases = Object.entries(lists).flatMap(([name, d]: [string, ListDescriptor]) => {
  const page = PAGES[name as keyof typeof lists];
  return d.filters
    .filter((f) => !page.keys || page.keys.includes(f.key))
    .map((f) => ({ name, d, f, schema: page.schema }));
});

describe("every list page's URL, generated from the SDK's descriptors", () => {
  it("has a page schema for every list, with a param for each filter it shows", () => {
    expect(Object.keys(PAGES).sort()).toEqual(Object.keys(lists).sort());
    for (const { schema, f } of cases) expect(schema.check({ [f.key]: samples(f).good }).dropped).toEqual([]);
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(cases.map((c) => [`${c.name}: ${c.f.key} (${c.f.kind})`, c] as const))(
    "%s: a refused value falls back to the default and is reported; a valid one is kept",
    (_, { d, f, schema }) => {
      const { bad, good, read } = samples(f);
      const fallback = schema.parse({})[f.key];
      const checked = schema.check({ [f.key]: bad, page: 2 });
      expect(checked.value[f.key]).toEqual(fallback);
      expect(checked.value.page).toBe(2);
      expect(checked.dropped).toEqual([{ key: f.key, value: bad, labelKey: f.labelKey }]);
      // The router keeps the URL's keys beside the validated ones: the request still holds none.
      const routerSearch = { [f.key]: bad, ...checked.value };
      expect(Object.values(filtersOf(d, routerSearch as never))).not.toContain(bad);

      const kept = schema.check({ [f.key]: good });
      expect(kept.dropped).toEqual([]);
      expect(kept.value[f.key]).toEqual(read);
    },
  );

  it.each(Object.entries(PAGES))("%s: bad paging falls back and is reported", (_, { schema }) => {
    const sizes: readonly number[] =
      schema === (subAccountSearch as never) ? SUB_ACCOUNT_PAGE_SIZES : PAGE_SIZES;
    const checked = schema.check({ page: "x", pageSize: 7 });
    expect(checked.value).toMatchObject({ page: 1, pageSize: sizes[0] });
    expect(checked.dropped.map((p) => p.key).sort()).toEqual(["page", "pageSize"]);
    expect(schema.check({ page: 3, pageSize: sizes[1] }).dropped).toEqual([]);
  });

  it("does not report what is absent, blank, or the value meaning all", () => {
    expect(serviceSearch.check({}).dropped).toEqual([]);
    expect(serviceSearch.check({ accountName: "   ", serviceState: "" }).dropped).toEqual([]);
    expect(noticeListSearch.check({ noticeType: 0 }).dropped).toEqual([]);
  });

  it("reports every refused param at once, keeping the valid ones", () => {
    const { value, dropped } = serviceSearch.check({
      serviceState: 9,
      accountName: "abc",
      tab: 7,
      createTime: "2026-01-01..",
    });
    expect(value).toMatchObject({ accountName: "abc", tab: 1, createTime: "2026-01-01.." });
    expect(value.serviceState).toBeUndefined();
    expect("serviceState" in value).toBe(true);
    expect(dropped.map((p) => p.key)).toEqual(["serviceState", "tab"]);
  });
});

describe("a route with a refused param", () => {
  const route = () => ({ options: { validateSearch: serviceSearch, beforeLoad: undefined as unknown } });
  const beforeLoad = (r: ReturnType<typeof route>) =>
    r.options.beforeLoad as (ctx: { preload: boolean; location: object }) => unknown;

  it("redirects, replacing the entry, to the clean search before anything loads", () => {
    const [r] = cleanUrlRoutes([route()] as never[]) as unknown as [ReturnType<typeof route>];
    let thrown: unknown;
    try {
      beforeLoad(r)({
        preload: false,
        location: { pathname: "/highPrecision", search: { serviceState: 9, accountName: "abc" } },
      });
    } catch (e) {
      thrown = e;
    }
    expect(isRedirect(thrown)).toBe(true);
    const { options } = thrown as { options: { to: string; search: object; replace: boolean } };
    expect(options.to).toBe("/highPrecision");
    expect(options.replace).toBe(true);
    expect(options.search).toMatchObject({ accountName: "abc", page: 1, tab: 1 });
    expect(options.search).not.toHaveProperty("serviceState", 9);
  });

  it("lets a clean URL and a preload through, and runs the route's own beforeLoad", () => {
    let ran = 0;
    const own = route();
    own.options.beforeLoad = () => {
      ran += 1;
    };
    const [r] = cleanUrlRoutes([own] as never[]) as unknown as [ReturnType<typeof route>];
    beforeLoad(r)({ preload: false, location: { pathname: "/highPrecision", search: { serviceState: 2 } } });
    beforeLoad(r)({ preload: true, location: { pathname: "/highPrecision", search: { serviceState: 9 } } });
    expect(ran).toBe(2);
  });
});
