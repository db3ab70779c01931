// Messages of `orders list|show` (part2 §2 "My orders"): the window flag's errors and
// the detail's headings. Field and state labels are the SDK's.
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of the order verbs. */
export const ordersMessages = defineLabels({
  en: {
    "orders.time.bad": "--time must be 3, 6, 12 or all (got {value}).",
    "orders.lines": "Items",
    "orders.id.bad": "<orderId> is required, at most 64 characters (see `orders list`).",
  },
  "zh-CN": {
    "orders.time.bad": "--time 只能是 3、6、12 或 all（收到 {value}）。",
    "orders.lines": "商品清单",
    "orders.id.bad": "需要 <orderId>，最多 64 个字符（见 `orders list`）。",
  },
});
