import { describe, expect, it } from "vitest";
import { AccountListRequest, AccountSearch } from "../src/catalogue/accounts/schemas.js";
import { BatchTarget } from "../src/catalogue/accounts/batch.js";
import { messages } from "../src/catalogue/labels.js";
import { lists } from "../src/catalogue/lists.js";
import { NoticeListRequest } from "../src/catalogue/notices/schemas.js";
import { PoolListRequest, PoolDeviceListRequest } from "../src/catalogue/pools/schemas.js";
import { recentPurchaseColumns } from "../src/catalogue/overview/lists.js";
import { usagePointColumns } from "../src/catalogue/pools/lists.js";
import { filterKeys } from "../src/catalogue/shared/list.js";

const issuePaths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.path.join("."));

describe("list descriptors", () => {
  it("label every filter and column in both languages", () => {
    const sets = [
      ...Object.values(lists).map((d) => [d.name, [...d.filters, ...d.columns]] as const),
      ["recentPurchases", recentPurchaseColumns] as const,
      ["usagePoints", usagePointColumns] as const,
    ];
    for (const [name, fields] of sets)
      for (const f of fields) {
        expect(messages.en[f.labelKey], `${name}: ${f.labelKey}`).toBeTruthy();
        expect(messages["zh-CN"][f.labelKey], `${name}: ${f.labelKey}`).toBeTruthy();
      }
  });

  it("name the request fields of the spec's list calls", () => {
    expect(filterKeys(lists.accounts)).toEqual([
      "accountName",
      "orderNo",
      "serviceProduct",
      "serviceState",
      "disableState",
      "onlineState",
      "startCreateTime",
      "endCreateTime",
      "startActivationTime",
      "endActivationTime",
      "startEndTime",
      "endEndTime",
      "startLogoutTime",
      "endLogoutTime",
      "silentSwitch",
      // A project addition (docs/expiry.md).
      "expiringWithin",
    ]);
    expect(filterKeys(lists.pools)).toEqual([
      "poolId",
      "orderNo",
      "serviceProduct",
      "abpState",
      "startActivationTime",
      "endActivationTime",
      "startEndTime",
      "endEndTime",
      "expiringWithin",
    ]);
    expect(lists.notices.paging).toBe("pageNum/records");
    expect(lists.accounts.paging).toBe("pageNo/list");
  });
});

describe("list request schemas built from the descriptors", () => {
  it('take "" and null as "no filter", for every kind', () => {
    const parsed = AccountListRequest.parse({
      selectType: 1,
      silentSwitch: "",
      serviceState: null,
      accountName: "  ",
      startCreateTime: "",
      serviceProduct: null,
    });
    expect(parsed).toEqual({ selectType: 1, pageNo: 1, pageSize: 10 });
    expect(PoolListRequest.parse({ selectType: 2, abpState: "" })).toEqual({
      selectType: 2,
      pageNo: 1,
      pageSize: 10,
    });
    expect(AccountSearch.parse({ silentSwitch: null })).toEqual({});
  });

  it("take numbers and numeric text, and refuse other types naming the field", () => {
    expect(AccountListRequest.parse({ selectType: "2", serviceState: "3", pageSize: "20" })).toMatchObject({
      selectType: 2,
      serviceState: 3,
      pageSize: 20,
    });
    expect(issuePaths(AccountListRequest.safeParse({ selectType: true }))).toEqual(["selectType"]);
    expect(issuePaths(AccountListRequest.safeParse({ selectType: [1] }))).toEqual(["selectType"]);
    expect(issuePaths(AccountListRequest.safeParse({ selectType: 1, pageSize: true }))).toEqual(["pageSize"]);
    expect(issuePaths(AccountListRequest.safeParse({ selectType: 1, serviceState: 7 }))).toEqual([
      "serviceState",
    ]);
    expect(issuePaths(AccountListRequest.safeParse({ selectType: 1, serviceProduct: "nope" }))).toEqual([
      "serviceProduct",
    ]);
    expect(issuePaths(NoticeListRequest.safeParse({ noticeType: true }))).toEqual(["noticeType"]);
    // "Expiring within" takes the windows only (10, 30 days), as numbers or numeric text.
    expect(PoolListRequest.parse({ selectType: 1, expiringWithin: "30" })).toMatchObject({
      expiringWithin: 30,
    });
    expect(AccountListRequest.parse({ selectType: 1, expiringWithin: "" }).expiringWithin).toBeUndefined();
    for (const bad of [7, "10d", 31])
      expect(issuePaths(AccountListRequest.safeParse({ selectType: 1, expiringWithin: bad }))).toEqual([
        "expiringWithin",
      ]);
    expect(issuePaths(AccountListRequest.safeParse({ selectType: 1, startEndTime: "yesterday" }))).toEqual([
      "startEndTime",
    ]);
  });

  it("trim text filters and keep given filters only", () => {
    expect(PoolDeviceListRequest.parse({ poolId: "P1", sn: " ab ", serviceState: 2 })).toEqual({
      poolId: "P1",
      sn: "ab",
      serviceState: 2,
      pageNo: 1,
      pageSize: 10,
    });
  });

  it("apply the same rule to the `search` of batch calls", () => {
    const target = BatchTarget.parse({ selectType: 1, search: { silentSwitch: "", serviceState: "2" } });
    expect(target.search).toEqual({ serviceState: 2 });
  });
});
