// The read calls of the foundation through the SDK, against the deterministic seed: the overview
// figures, notices per type, dictionaries and the account list's filters and paging, with the
// exact seeded counts (tests/contract/harness.ts SEED).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixcloudClient, NotFoundError, messages } from "@fixcloud/sdk";
import { SEED, createHarness } from "./harness.js";

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
    expect(counts).toEqual({ onlineCount: SEED.online, totalCount: SEED.accounts });
    expect(orders).toEqual({ orderSum: SEED.orders });
    expect(tickets).toEqual({ ticketSum: SEED.tickets });
    expect(goods).toHaveLength(5);
    const times = goods.map((g) => g.purchaseTime);
    expect([...times].sort().reverse()).toEqual(times);
    // measureWayName is the SDK's label of the line's calculation type, in the request language.
    expect(Object.values(messages["zh-CN"])).toEqual(
      expect.arrayContaining(goods.map((g) => g.measureWayName)),
    );
  });
});

describe("notices contract", () => {
  it("lists the published notices by type, newest first, and pages", async () => {
    const published = Object.values(SEED.notices).reduce((a, b) => a + b, 0);
    const all = await client.notices.list({ pageNum: 1, pageSize: 100 });
    expect(all.total).toBe(published);
    const times = all.records.map((n) => n.releaseTime);
    expect([...times].sort().reverse()).toEqual(times);
    for (const type of [1, 2, 3, 4] as const) {
      const page = await client.notices.list({ noticeType: type, pageNum: 1, pageSize: 100 });
      expect(page.total, `type ${type}`).toBe(SEED.notices[type]);
      expect(
        page.records.every(
          (n) => n.noticeType === type && n.typeName === messages["zh-CN"][`noticeType.${type}`],
        ),
      ).toBe(true);
    }
    expect((await client.notices.list({ noticeType: 0, pageNum: 1, pageSize: 1 })).total).toBe(published);
    const walked = [];
    for await (const n of client.notices.listAll({}, 7)) walked.push(n.noticeId);
    expect(walked).toEqual(all.records.map((n) => n.noticeId));
  });

  it("returns a notice's HTML body, and NotFoundError for an unknown id", async () => {
    const first = (await client.notices.list({ pageNum: 1, pageSize: 1 })).records[0]!;
    const notice = await client.notices.retrieve(first.noticeId);
    expect(notice.noticeTitle).toBe(first.noticeTitle);
    expect(notice.noticeContent).toMatch(/<\w+/);
    const err = await client.notices.retrieve("no-such-notice").catch((e) => e);
    expect(err).toBeInstanceOf(NotFoundError);
    expect(err.message).toBe("公告不存在或未发布：no-such-notice");
  });
});

describe("dictionary contract", () => {
  it("lists the serving products of a service type with the SDK's labels", async () => {
    const products = await client.dictionaries.list({ dictType: "serv_prod", selectType: 3 });
    expect(products.map((p) => [p.dictCode, p.dictName])).toEqual([
      ["remote_diagnosis", messages["zh-CN"]["serviceProduct.remote_diagnosis"]],
      ["remote_upgrade", messages["zh-CN"]["serviceProduct.remote_upgrade"]],
    ]);
    expect((await client.dictionaries.list({ dictType: "serv_prod", selectType: 1 })).length).toBe(7);
  });
});

describe("service account list contract", () => {
  it("filters by state per service type with the seeded counts; rows match the filter", async () => {
    for (const selectType of [1, 2, 3] as const) {
      const all = await client.accounts.list({ selectType, pageNo: 1, pageSize: 1 });
      expect(all.total, `type ${selectType}`).toBe(SEED.byType[selectType]);
      const page = await client.accounts.list({ selectType, serviceState: 2, pageNo: 1, pageSize: 1000 });
      expect(page.total, `type ${selectType} in service`).toBe(SEED.inService[selectType]);
      expect(page.list.every((a) => a.serviceState === 2)).toBe(true);
    }
    const combo = await client.accounts.list({
      selectType: 1,
      serviceState: 1,
      disableState: 1,
      onlineState: 2,
      pageNo: 1,
      pageSize: 100,
    });
    expect(combo.total).toBe(15);
    expect(combo.list.every((a) => a.serviceState === 1 && a.disableState === 1 && a.onlineState === 2)).toBe(
      true,
    );
  });

  it("treats empty and null filters as no filter", async () => {
    for (const empty of ["", null] as const) {
      const res = await client.accounts.list({
        selectType: 1,
        silentSwitch: empty,
        serviceState: empty,
        accountName: empty,
        startCreateTime: empty,
        pageNo: 1,
        pageSize: 1,
      });
      expect(res.total).toBe(SEED.byType[1]);
    }
  });

  it("walks every page with listAll, without repeats", async () => {
    const ids = [];
    for await (const a of client.accounts.listAll({ selectType: 2 }, 25)) ids.push(a.id);
    expect(ids).toHaveLength(SEED.byType[2]);
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
    expect(found.list.map((a) => a.id)).toEqual([some.id]);
  });

  it("answers the silent switch of the demo customer", async () => {
    expect(await client.accounts.silentSwitch()).toEqual({ customerSilent: true, accServSilent: false });
  });
});
