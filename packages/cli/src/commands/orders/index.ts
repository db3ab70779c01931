// The `orders` noun (part2 §2 "My orders"): its help. Its verbs are listed in
// ./verbs.ts and loaded only when the command line names the noun.
import { h } from "../../lang.js";
import type { NounCommand } from "../../runner.js";

export const orders: NounCommand = {
  name: "orders",
  description: h("Read your orders and their lines.", "查看订单及其商品明细。"),
  examples: ["fixcloud orders list --time 12", "fixcloud orders show <orderId>"],
  children: async () => (await import("./verbs.js")).verbs,
};
