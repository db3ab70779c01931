// `fixcloud orders list|show` against a sandbox (part2 §2 "My orders", §7): the window
// (`--time 3|6|12|all`, default 3 months) and the order number search, amounts in tables written
// by the SDK's formatMoney in the run's language, raw numbers with their currency in JSON, and
// clear usage errors before any call. The CLI runs in process as CI does (FIXCLOUD_TOKEN, no TTY).
import { createClient, type FixcloudClient, formatMoney } from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli as run, DEAD_URL, type Result } from "./harness.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

let session: SignedIn;
let client: FixcloudClient;

const cli = (args: string[], extra: Record<string, string> = {}): Promise<Result> =>
  run(args, { configDir: session.dir, env: { ...session.env, FIXCLOUD_LANG: "en", ...extra } });

beforeAll(async () => {
  session = await signedInSandbox("fixcloud-orders-");
  // The CLI runs in English (FIXCLOUD_LANG): names in the answers are in the request's language.
  client = createClient({ baseURL: session.url, token: session.env.FIXCLOUD_TOKEN!, language: "en" });
});

afterAll(() => session?.close());

describe("orders list", () => {
  it("prints the last 3 months by default, as the API answers them, in JSON", async () => {
    const expected = await client.orders.list({ pageNo: 1, pageSize: 10 });
    const r = await cli(["orders", "list", "--output", "json"]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(expected.list);
    expect(expected.total).toBeLessThan((await client.orders.list({ time: 0 })).total);
  });

  it("takes --time all and 12, and searches the order number anywhere", async () => {
    const all = await client.orders.list({ time: 0, pageSize: 100 });
    const r = await cli(["orders", "list", "--time", "all", "--all", "--output", "json"]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toHaveLength(all.total);
    const year = await cli(["orders", "list", "--time", "12", "--all", "--json", "orderNo"]);
    expect(JSON.parse(year.stdout)).toHaveLength((await client.orders.list({ time: 12 })).total);

    const subject = all.list[8]!;
    const part = subject.orderNo.slice(-8).toLowerCase();
    const found = await cli([
      "orders",
      "list",
      "--time",
      "all",
      "--order-no",
      part,
      "--json",
      "orderNo,orderAmount,currency",
    ]);
    expect(found.code, found.stderr).toBe(0);
    expect(JSON.parse(found.stdout)).toEqual([
      { orderNo: subject.orderNo, orderAmount: subject.orderAmount, currency: "CNY" },
    ]);
  });

  it("writes amounts in tables as the console does, in each language", async () => {
    const all = await client.orders.list({ time: 0, pageSize: 100 });
    // An amount with more than 2 decimals (the seed has some with 3-5).
    const subject = all.list.find((o) => !Number.isInteger(o.orderAmount * 100))!;
    for (const lang of ["en", "zh-CN"] as const) {
      const r = await cli(
        ["orders", "list", "--time", "all", "--order-no", subject.orderNo, "--output", "table"],
        { FIXCLOUD_LANG: lang, COLUMNS: "200" },
      );
      expect(r.code, r.stderr).toBe(0);
      const text = formatMoney(lang, subject.orderAmount, subject.currency);
      expect(text).toMatch(/\.\d{3,5}$/);
      expect(r.stdout).toContain(text);
      expect(r.stdout).toContain(subject.orderId);
      expect(r.stdout).toContain(lang === "en" ? "Order amount" : "订单金额");
    }
  });

  it("refuses another window before any call", async () => {
    for (const bad of ["2", "month", "-3"]) {
      const r = await cli(["orders", "list", "--time", bad], { FIXCLOUD_BASE_URL: DEAD_URL });
      expect(r.code, bad).toBe(2);
      expect(r.stderr).toContain(`--time must be 3, 6, 12 or all (got ${bad})`);
      expect(r.stdout).toBe("");
    }
  });
});

describe("orders show", () => {
  it("prints the API's order in JSON: raw amounts with the currency", async () => {
    const expected = await client.orders.retrieve("700001");
    const r = await cli(["orders", "show", "700001", "--output", "json"]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(expected);
  });

  it("prints the header and the lines with formatted amounts", async () => {
    const o = await client.orders.retrieve("700001");
    const r = await cli(["orders", "show", "700001", "--output", "table"], { COLUMNS: "220" });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(o.orderNo);
    expect(r.stdout).toContain(formatMoney("en", o.orderAmount, o.currency));
    expect(r.stdout).toContain("Items");
    for (const l of o.rows) {
      expect(r.stdout).toContain(l.productName);
      expect(r.stdout).toContain(formatMoney("en", l.price, o.currency));
      expect(r.stdout).toContain(formatMoney("en", l.discountAmount, o.currency));
    }
  });

  it("answers an unknown order with the server's message (exit 1), a missing id with usage (exit 2)", async () => {
    const unknown = await cli(["orders", "show", "999999"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No order with id 999999");
    const missing = await cli(["orders", "show", " "], { FIXCLOUD_BASE_URL: DEAD_URL });
    expect(missing.code).toBe(2);
  });
});
