// The filter flags generated from the SDK's list descriptors: one flag per filter (two per date
// range), help listing enum values with the SDK's labels, and parsing that checks every value
// (enum, product of the service type, int range, dates, legacy spellings) before any call.
import { type ListDescriptor, lists, messages } from "@fixcloud/sdk/lists";
import { describe, expect, it } from "vitest";
import { UsageError } from "../src/errors.js";
import { filterOptions, filtersGiven, kebab, parseFilters } from "../src/flags/list-filters.js";
import { translator } from "../src/messages/index.js";

const ctx = { t: translator("en"), timeZone: "UTC" as const };
const en = messages.en;

describe("filter flags from the descriptors", () => {
  it.each(Object.values(lists) as ListDescriptor[])("$name: one flag per filter, two per date range", (d) => {
    const flags = filterOptions(d)
      .filter((o) => !o.hidden)
      .map((o) => o.long);
    const expected = d.filters.flatMap((f) =>
      f.kind === "date-range" ? [`--${kebab(f.key)}-from`, `--${kebab(f.key)}-to`] : [`--${kebab(f.key)}`],
    );
    expect(flags).toEqual(expected);
  });

  it("lists an enum's values with the SDK's labels, never a CLI copy", () => {
    const help = (flag: string) => filterOptions(lists.accounts).find((o) => o.long === flag)!.description;
    expect(help("--service-state")).toBe(
      `${en["field.serviceState"]}: 1 ${en["serviceState.1"]}, 2 ${en["serviceState.2"]}, 3 ${en["serviceState.3"]}.`,
    );
    expect(help("--disable-state")).toContain("Enable state: 1 Enabled, 2 Disabled, 3 Locked");
    expect(help("--create-time-from")).toContain(en["field.createTime"]);
    const notices = filterOptions(lists.notices, { names: { noticeType: "type" } });
    expect(notices.find((o) => o.long === "--type")!.description).toContain(`2 ${en["noticeType.2"]}`);
  });

  it("keeps the old date spellings as hidden flags", () => {
    const hidden = filterOptions(lists.accounts)
      .filter((o) => o.hidden)
      .map((o) => o.long);
    expect(hidden).toEqual([
      "--created-from",
      "--created-to",
      "--activated-from",
      "--activated-to",
      "--ends-from",
      "--ends-to",
      "--logout-from",
      "--logout-to",
    ]);
  });
});

describe("parsing the filter flags", () => {
  const parse = (o: Record<string, unknown>, scope = { selectType: 1 }) =>
    parseFilters(lists.accounts, o, ctx, scope);

  it("sends the given filters only, as the request fields", () => {
    expect(
      parse({
        accountName: "  gnss ",
        serviceState: "2",
        serviceProduct: "rtd",
        createTimeFrom: "2026-01-01",
        endTimeTo: "2026-02-01 08:00",
      }),
    ).toEqual({
      accountName: "gnss",
      serviceState: 2,
      serviceProduct: "rtd",
      startCreateTime: "2026-01-01 00:00:00",
      endEndTime: "2026-02-01 08:00:00",
    });
    expect(parse({ accountName: "   " })).toEqual({});
  });

  it("refuses values outside the enum, naming the flag and the choices", () => {
    expect(() => parse({ serviceState: "7" })).toThrow("--service-state must be one of 1, 2, 3, got '7'.");
    expect(() => parse({ silentSwitch: "yes" })).toThrow(/--silent-switch must be one of 1, 0/);
  });

  it("refuses a product of another service type", () => {
    expect(() => parse({ serviceProduct: "ppp_rtk" }, { selectType: 2 })).toThrow(
      /'ppp_rtk' is not a product of service type 2 \(real_time_ephemeris/,
    );
    expect(parse({ serviceProduct: "real_time_ephemeris" }, { selectType: 2 })).toEqual({
      serviceProduct: "real_time_ephemeris",
    });
  });

  it("reads the old date spellings, and refuses two that disagree", () => {
    expect(parse({ createdFrom: "2026-03-01", activatedTo: "2026-03-02" })).toEqual({
      startCreateTime: "2026-03-01 00:00:00",
      endActivationTime: "2026-03-02 23:59:59",
    });
    expect(parse({ createdFrom: "2026-03-01", createTimeFrom: "2026-03-01" })).toEqual({
      startCreateTime: "2026-03-01 00:00:00",
    });
    expect(() => parse({ createdFrom: "2026-03-01", createTimeFrom: "2026-03-02" })).toThrow(
      /--create-time-from and --created-from disagree/,
    );
    expect(() => parse({ endTimeFrom: "2026-03-02", endTimeTo: "2026-03-01" })).toThrow(UsageError);
  });

  it("checks text length and int ranges from the descriptor", () => {
    expect(() => parseFilters(lists.pools, { poolId: "x".repeat(65) }, ctx, { selectType: 1 })).toThrow(
      /--pool-id is too long \(at most 64/,
    );
  });

  it("sends a notice type 0 (all) as it is, under the short flag name", () => {
    const names = { names: { noticeType: "type", noticeTitle: "title" } };
    expect(parseFilters(lists.notices, { type: "0", title: "upgrade" }, ctx, {}, names)).toEqual({
      noticeType: 0,
      noticeTitle: "upgrade",
    });
  });

  it("tells whether any filter was given, old spellings included", () => {
    expect(filtersGiven(lists.accounts, {})).toBe(false);
    expect(filtersGiven(lists.accounts, { logoutTo: "2026-01-01" })).toBe(true);
    expect(filtersGiven(lists.accounts, { onlineState: "1" })).toBe(true);
  });
});
