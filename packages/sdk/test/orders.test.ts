// Orders in the catalogue (part2 §2, §7, §9): the time window's start and the list request.
import { describe, expect, it } from "vitest";
import { OrderDetailRequest, OrderListRequest } from "../src/index.js";
import { orderWindowStart } from "../src/lists.js";

const at = (wire: string) => Date.parse(`${wire.replace(" ", "T")}Z`);

describe("orderWindowStart", () => {
  it("counts calendar months back from the clock, in UTC", () => {
    expect(orderWindowStart(3, at("2026-11-24 03:50:07"))).toBe("2026-08-24 03:50:07");
    expect(orderWindowStart(6, at("2026-11-24 03:50:07"))).toBe("2026-05-24 03:50:07");
    expect(orderWindowStart(12, at("2026-02-10 00:00:00"))).toBe("2025-02-10 00:00:00");
  });

  it("crosses the year and clamps to the end of a shorter month", () => {
    expect(orderWindowStart(3, at("2026-01-15 12:00:00"))).toBe("2025-10-15 12:00:00");
    expect(orderWindowStart(3, at("2026-05-31 23:59:59"))).toBe("2026-02-28 23:59:59");
    expect(orderWindowStart(6, at("2024-08-31 08:00:00"))).toBe("2024-02-29 08:00:00");
  });

  it("has no start for all orders (0)", () => {
    expect(orderWindowStart(0, at("2026-11-24 00:00:00"))).toBeNull();
  });
});

describe("OrderListRequest", () => {
  it("defaults to the last 3 months, page 1 of 10", () => {
    expect(OrderListRequest.parse({})).toEqual({ time: 3, pageNo: 1, pageSize: 10 });
  });

  it("takes the window as a number or its digits, and a trimmed order number", () => {
    expect(OrderListRequest.parse({ time: "0", orderNo: " DD2026 " })).toMatchObject({
      time: 0,
      orderNo: "DD2026",
    });
    expect(OrderListRequest.parse({ time: 12, orderNo: "" }).orderNo).toBeUndefined();
  });

  it("refuses another window, a long order number and a bad page", () => {
    for (const body of [{ time: 1 }, { time: "all" }, { orderNo: "x".repeat(65) }, { pageNo: 0 }])
      expect(OrderListRequest.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });

  it("needs an order id for the detail", () => {
    expect(OrderDetailRequest.safeParse({}).success).toBe(false);
    expect(OrderDetailRequest.safeParse({ orderId: "" }).success).toBe(false);
    expect(OrderDetailRequest.parse({ orderId: "700001" })).toEqual({ orderId: "700001" });
  });
});
