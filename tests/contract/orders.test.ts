// Orders (part2 §2 "My orders", §3 Order, §6, §7) through the SDK against the sandbox,
// with the deterministic seed's figures: the time window counted back from the sandbox clock
// (NOW = 2026-06-01 01:00:00 UTC), the order number search, paging, an order's lines and their
// amounts, another customer's order, and who may read a detail.
import {
  ApiError,
  ForbiddenError,
  NotFoundError,
  type OrderSummary,
  PAGE_PERMISSIONS,
  type FixcloudClient,
} from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE, createHarness, NOW, SEED } from "./harness.js";

const h = createHarness();
afterAll(() => h.sandbox.close());

let demo: FixcloudClient;
beforeAll(async () => {
  demo = (await h.signIn()).client;
});

/** The demo customer's orders created since NOW − 3, 6, 12 months (2026-03-01 01:00:00 …), and all. */
const WINDOWS = { 3: 10, 6: 17, 12: 31, 0: SEED.orders } as const;

const every = async (filter: Parameters<FixcloudClient["orders"]["listAll"]>[0]) => {
  const rows: OrderSummary[] = [];
  for await (const o of demo.orders.listAll(filter, 7)) rows.push(o);
  return rows;
};

/** Set the operator role's menu and permission codes (the role screen is another slice's). */
function setOperatorRole(codes: readonly string[]): void {
  h.sandbox.db
    .prepare("UPDATE roles SET menu_codes = ?, permissions = '[]' WHERE role_code = 'operator'")
    .run(JSON.stringify(codes));
}

describe("orders.list", () => {
  it("counts the window back from the sandbox clock, 3 months by default", async () => {
    expect(new Date(NOW).toISOString()).toBe("2026-06-01T01:00:00.000Z");
    expect((await demo.orders.list()).total).toBe(WINDOWS[3]);
    for (const time of [3, 6, 12, 0] as const) {
      const rows = await every({ time });
      expect(rows, `time ${time}`).toHaveLength(WINDOWS[time]);
      const start = { 3: "2026-03-01 01:00:00", 6: "2025-12-01 01:00:00", 12: "2025-06-01 01:00:00", 0: "" }[
        time
      ];
      for (const o of rows) expect(o.createTime >= start).toBe(true);
    }
    // The oldest order of the 3-month window is one day inside it; the next is outside.
    const inWindow = await every({ time: 3 });
    expect(inWindow.at(-1)?.orderNo).toBe("DD20260302000010");
  });

  it("moves with the clock: the same database a month later sees fewer orders in 3 months", async () => {
    const later = createHarness({ now: () => NOW + 31 * 86_400_000 });
    try {
      const { client } = await later.signIn();
      const { total } = await client.orders.list({ time: 3 });
      // NOW + 31 days = 2026-07-02 01:00:00: since 2026-04-02 01:00:00, orders 700001-700007.
      expect(total).toBe(7);
    } finally {
      later.sandbox.close();
    }
  });

  it("pages newest first without overlap", async () => {
    const first = await demo.orders.list({ time: 0, pageNo: 1, pageSize: 10 });
    const fourth = await demo.orders.list({ time: 0, pageNo: 4, pageSize: 10 });
    expect(first.total).toBe(SEED.orders);
    expect(first.list.map((o) => o.orderId).slice(0, 3)).toEqual(["700001", "700002", "700003"]);
    expect(fourth.list.map((o) => o.orderId)).toEqual([
      "700031",
      "700032",
      "700033",
      "700034",
      "700035",
      "700036",
    ]);
    const all = await every({ time: 0 });
    expect(new Set(all.map((o) => o.orderId)).size).toBe(SEED.orders);
    const times = all.map((o) => o.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await demo.orders.list({ time: 0, pageNo: 9 })).list).toEqual([]);
  });

  it("finds an order number exactly or by a part of it, ignoring case", async () => {
    const exact = await demo.orders.list({ time: 0, orderNo: "DD20260319000009" });
    expect(exact.list.map((o) => o.orderId)).toEqual(["700009"]);
    const part = await demo.orders.list({ time: 0, orderNo: " dd202603 " });
    expect(part.list.map((o) => o.orderNo)).toEqual([
      "DD20260329000008",
      "DD20260319000009",
      "DD20260302000010",
    ]);
    // The window still applies to a search: a 2025 order is not in the last 3 months.
    expect((await demo.orders.list({ orderNo: "DD20250407000036" })).total).toBe(0);
    expect((await demo.orders.list({ time: 0, orderNo: "%" })).total).toBe(0);
  });

  it("names kinds and states in the request's language and keeps amounts as stored", async () => {
    const zh = await demo.orders.list({ time: 0, orderNo: "DD20260518000003" });
    expect(zh.list[0]).toMatchObject({
      orderType: 2,
      orderTypeName: "试用订单",
      status: 3,
      statusName: "已交付",
    });
    const { client: en } = await h.signIn("demo", undefined, "en");
    const page = await en.orders.list({ time: 0, orderNo: "DD20251104000019" });
    expect(page.list[0]).toMatchObject({
      orderTypeName: "Sales order",
      status: 1,
      statusName: "Unpaid",
      payTime: null,
      orderAmount: 12465.625,
      currency: "CNY",
    });
  });

  it("never shows another customer's orders", async () => {
    const other = h.sandbox.db
      .prepare<[], { order_no: string }>(
        "SELECT order_no FROM orders WHERE customer_id <> (SELECT customer_id FROM orders WHERE order_id = '700001') LIMIT 1",
      )
      .get()!;
    expect((await demo.orders.list({ time: 0, orderNo: other.order_no })).total).toBe(0);
    const ids = (await every({ time: 0 })).map((o) => Number(o.orderId));
    expect(Math.max(...ids)).toBe(700_036);
  });

  it("refuses a window other than 3, 6, 12 or 0 with a 400 naming the field", async () => {
    const res = await h.sandbox.fetch(
      new Request(`${BASE}/api/order/console/orderList`, {
        method: "POST",
        headers: { "content-type": "application/json", token: demo.transport.options.token as string },
        body: JSON.stringify({ time: 2 }),
      }),
    );
    const body = (await res.json()) as { code: number; message: string };
    expect(body.code).toBe(400);
    expect(body.message).toMatch(/time/);
  });
});

describe("orders.retrieve", () => {
  it("answers the header and every line, amounts with up to 5 decimals", async () => {
    const o = await demo.orders.retrieve("700001");
    expect(o).toMatchObject({
      orderNo: "DD20260530000001",
      orderTypeName: "销售订单",
      statusName: "已交付",
      createTime: "2026-05-30 17:00:00",
      payTime: "2026-05-30 17:13:20",
      orderAmount: 20000.1825,
      currency: "CNY",
    });
    expect(o.rows).toEqual([
      {
        productName: "单频 RTK",
        goodsImage: "/__sandbox/goods/1.svg",
        price: 1999.99,
        measureName: "90天",
        buyQuantity: 10,
        deliverQuantity: 10,
        productAmount: 19999.9,
        discountWaiver: 0,
        discountAmount: 19999.9,
      },
      {
        productName: "单频 RTK",
        goodsImage: "/__sandbox/goods/1.svg",
        price: 0.03125,
        measureName: "5个",
        buyQuantity: 10,
        deliverQuantity: 10,
        productAmount: 0.3125,
        discountWaiver: 0.03,
        discountAmount: 0.2825,
      },
    ]);
    // The lines add up to the order.
    expect(o.rows.reduce((s, l) => s + l.discountAmount, 0)).toBeCloseTo(o.orderAmount, 5);
  });

  it("names products and units in English for an English request", async () => {
    const { client: en } = await h.signIn("demo", undefined, "en");
    const o = await en.orders.retrieve("700009");
    expect(o.rows).toEqual([
      expect.objectContaining({ productName: "Remote upgrade", measureName: "90 days", price: 0.03125 }),
    ]);
    expect(o.orderAmount).toBe(0.15625);
  });

  it("serves the line's picture", async () => {
    const res = await h.sandbox.fetch(new Request(`${BASE}/__sandbox/goods/1.svg`));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(await res.text()).toContain("<svg");
    expect((await h.sandbox.fetch(new Request(`${BASE}/__sandbox/goods/9.svg`))).status).toBe(404);
  });

  it("answers not found for another customer's order and for an unknown one", async () => {
    const other = h.sandbox.db
      .prepare<[], { order_id: string }>("SELECT order_id FROM orders WHERE order_id > '700036' LIMIT 1")
      .get()!;
    await expect(demo.orders.retrieve(other.order_id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(demo.orders.retrieve("999999")).rejects.toBeInstanceOf(NotFoundError);
    await expect(demo.orders.retrieve("")).rejects.toBeInstanceOf(ApiError);
  });
});

describe("who may read orders (part2 §2, §6)", () => {
  const MENUS = ["JYZX_JHS479", "WDDD_GSK852"];

  it("lets a sub-user with the my-orders screen list orders, and open one only with DDXQ_HDK027", async () => {
    setOperatorRole(MENUS);
    const { client } = await h.signIn("operator", h.sandbox.options.operatorPassword);
    expect((await client.orders.list({ time: 0 })).total).toBe(SEED.orders);
    const refused = await client.orders.retrieve("700001").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ForbiddenError);
    expect((refused as ForbiddenError).message).toContain(PAGE_PERMISSIONS.orderDetail);

    setOperatorRole([...MENUS, PAGE_PERMISSIONS.orderDetail]);
    expect((await client.orders.retrieve("700001")).orderNo).toBe("DD20260530000001");
  });

  it("refuses the list to a sub-user without the my-orders screen", async () => {
    setOperatorRole(["FWGL_HSK974", "LMJFW_KHF756"]);
    const { client } = await h.signIn("operator", h.sandbox.options.operatorPassword);
    await expect(client.orders.list()).rejects.toBeInstanceOf(ForbiddenError);
    await expect(client.orders.retrieve("700001")).rejects.toBeInstanceOf(ForbiddenError);
  });
});
