import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FixcloudClient } from "@fixcloud/sdk";
import { ApiError } from "@fixcloud/sdk";
import { createHarness } from "./harness.js";

const h = createHarness();
let client: FixcloudClient;
beforeAll(async () => {
  ({ client } = await h.signIn());
});
afterAll(() => h.sandbox.close());

describe("overview contract", () => {
  it("answers the four overview calls with the seeded figures", async () => {
    const [counts, orders, tickets, goods] = await Promise.all([
      client.overview.counts(),
      client.overview.orderSum(),
      client.overview.ticketSum(),
      client.overview.recentPurchases(),
    ]);
    const { session } = await h.signIn();
    const total = (
      h.sandbox.db
        .prepare("SELECT count(*) AS n FROM service_accounts WHERE customer_id = ?")
        .get(session.customerId) as { n: number }
    ).n;
    expect(counts.totalCount).toBe(total);
    expect(counts.onlineCount).toBeGreaterThan(0);
    expect(counts.onlineCount).toBeLessThanOrEqual(counts.totalCount);
    expect(orders.orderSum).toBeGreaterThan(0);
    expect(tickets.ticketSum).toBeGreaterThan(0);
    expect(goods.length).toBeGreaterThan(0);
  });
});

describe("notices contract", () => {
  it("lists published notices by type, newest first, and pages", async () => {
    const all = await client.notices.list({ pageNum: 1, pageSize: 100 });
    expect(all.total).toBeGreaterThan(0);
    const times = all.records.map((n) => n.releaseTime);
    expect([...times].sort().reverse()).toEqual(times);
    for (const type of [1, 2, 3, 4] as const) {
      const page = await client.notices.list({ noticeType: type, pageNum: 1, pageSize: 100 });
      expect(page.records.every((n) => n.noticeType === type)).toBe(true);
    }
    const walked = [];
    for await (const n of client.notices.listAll({}, 7)) walked.push(n.noticeId);
    expect(walked).toEqual(all.records.map((n) => n.noticeId));
  });

  it("returns a notice's HTML body, and a clear error for an unknown id", async () => {
    const first = (await client.notices.list({ pageNum: 1, pageSize: 1 })).records[0]!;
    const notice = await client.notices.retrieve(first.noticeId);
    expect(notice.noticeTitle).toBe(first.noticeTitle);
    expect(notice.noticeContent).toMatch(/<\w+/);
    const err = await client.notices.retrieve("no-such-notice").catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).not.toBe(200);
  });
});

describe("dictionary contract", () => {
  it("lists serving products per service type", async () => {
    const products = await client.dictionaries.list({ dictType: "serv_prod", selectType: 1 });
    expect(products.map((p) => p.dictCode)).toContain("multi_frequency_rtk");
  });
});

describe("service account list contract", () => {
  it("filters by every state and pages, rows matching the filter", async () => {
    const page = await client.accounts.list({ selectType: 1, serviceState: 2, pageNo: 1, pageSize: 20 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((a) => a.serviceState === 2)).toBe(true);
    const combo = await client.accounts.list({
      selectType: 1,
      serviceState: 1,
      disableState: 1,
      onlineState: 2,
      pageNo: 1,
      pageSize: 100,
    });
    expect(combo.list.every((a) => a.serviceState === 1 && a.disableState === 1 && a.onlineState === 2)).toBe(
      true,
    );
  });

  it("walks every page with listAll, without repeats", async () => {
    const first = await client.accounts.list({ selectType: 2, pageNo: 1, pageSize: 10 });
    const ids = [];
    for await (const a of client.accounts.listAll({ selectType: 2 }, 25)) ids.push(a.id);
    expect(ids.length).toBe(first.total);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("trims text filters and finds an account by name", async () => {
    const some = (await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 1 })).list[0]!;
    const found = await client.accounts.list({
      selectType: 1,
      accountName: `  ${some.accountName}  `,
      pageNo: 1,
      pageSize: 10,
    });
    expect(found.list.map((a) => a.id)).toContain(some.id);
  });

  it("answers the silent switch", async () => {
    const s = await client.accounts.silentSwitch();
    expect(typeof s.customerSilent).toBe("boolean");
  });
});
