// One way to write money (part2 §2 "Amounts show 2 to 5 decimals with a currency symbol"; issue
// 10 orders): the console's order screens and the CLI's order verbs write every amount of the
// seed, and the edge cases, as the same text in each language, the SDK's formatMoney; and
// neither app's order code formats a number on its own.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatMoney, type Language } from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { money as cliMoney } from "../../packages/cli/src/commands/orders/shared.js";
import { moneyText as consoleMoney } from "../../packages/web/src/features/orders/money.js";
import { createHarness } from "../contract/harness.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const LANGS: readonly Language[] = ["zh-CN", "en"];

const h = createHarness();
afterAll(() => h.sandbox.close());

/** Every amount the seed's orders and their lines hold, with the order's currency. */
const amounts: [number, string][] = [];
beforeAll(async () => {
  const { client } = await h.signIn();
  for await (const o of client.orders.listAll({ time: 0 })) {
    const d = await client.orders.retrieve(o.orderId);
    amounts.push([d.orderAmount, d.currency]);
    for (const l of d.rows)
      for (const a of [l.price, l.productAmount, l.discountWaiver, l.discountAmount])
        amounts.push([a, d.currency]);
  }
});

const EDGES: [number, string][] = [
  [0, "CNY"],
  [-0, "CNY"],
  [-12.5, "CNY"],
  [0.00001, "CNY"],
  [1.234565, "CNY"],
  [98765432109.87654, "CNY"],
  [3.5, "USD"],
];

describe("money in the console and the CLI", () => {
  it("writes every amount of the seed and the edge cases as the same text", () => {
    expect(amounts.length).toBeGreaterThan(100);
    // The seed exercises the decimals: some amounts need 3, 4 and 5 of them.
    const decimals = new Set(amounts.map(([a]) => (String(a).split(".")[1] ?? "").length));
    for (const d of [3, 4, 5]) expect(decimals, `an amount with ${d} decimals`).toContain(d);
    for (const lang of LANGS)
      for (const [amount, currency] of [...amounts, ...EDGES]) {
        const text = formatMoney(lang, amount, currency);
        expect(consoleMoney(lang, amount, currency), `console ${lang} ${amount}`).toBe(text);
        expect(cliMoney({ language: lang }, amount, currency), `cli ${lang} ${amount}`).toBe(text);
      }
  });

  it("leaves no number formatting of its own in either app's order code", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => {
        const p = join(dir, f);
        return statSync(p).isDirectory() ? files(p) : [p];
      });
    const code = [
      ...files(join(root, "packages/web/src/features/orders")),
      ...files(join(root, "packages/cli/src/commands/orders")),
    ];
    expect(code.length).toBeGreaterThan(5);
    for (const file of code) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/Intl\.NumberFormat|\.toFixed\(|toLocaleString\(|FractionDigits/);
    }
  });
});
