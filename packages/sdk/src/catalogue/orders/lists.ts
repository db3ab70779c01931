// The order list of /myOrder (part2 §2 "My orders", §7 orderList): an order number search and
// `pageNo/list` paging; the time window (`time`, default 3 months) is a field of the request
// (schemas.ts), not a filter of a column: the sandbox turns it into a start time (window.ts).
import { column as col, defineList, filterText } from "../shared/list.js";

/** The customer's orders, newest first. `orderNo` matches anywhere in the number, ignoring case. */
export const orderList = defineList({
  name: "orders",
  call: "orders.orderList",
  paging: "pageNo/list",
  source: "part2 §2, §7",
  filters: [filterText("orderNo", 64)],
  columns: [
    col("orderNo", "text", { brief: true }),
    col("orderTypeName", "text", { brief: true }),
    col("statusName", "text", { brief: true }),
    col("createTime", "time", { brief: true }),
    col("payTime", "time", { brief: true }),
    col("orderAmount", "number", { brief: true }),
    col("currency", "text"),
    col("orderId", "text"),
  ],
});
