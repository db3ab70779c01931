// Messages of `overview` (part1 §2 overview: the four tiles and the recent purchases). The
// purchase columns are CLI words because the SDK has no labels for them yet (SDK-REQUEST in
// the report: `field.*` labels or a column descriptor for recentPurchases).
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of the overview. */
export const overviewMessages = defineLabels({
  en: {
    "overview.online": "Online accounts",
    "overview.total": "Service accounts",
    "overview.orders": "Orders",
    "overview.tickets": "Tickets",
    "overview.recent": "Recent purchases",
    "overview.none": "No recent purchases.",
    // SDK-REQUEST: field.purchaseTime, field.productNo, field.measureWayName, field.measureSpecificationsSum, field.productQuantity, field.orderId
    "purchase.time": "Purchase time",
    "purchase.product": "Product",
    "purchase.measure": "Measure",
    "purchase.spec": "Specification",
    "purchase.quantity": "Quantity",
    "purchase.order": "Order",
  },
  "zh-CN": {
    "overview.online": "在线账号",
    "overview.total": "服务账号总数",
    "overview.orders": "订单总数",
    "overview.tickets": "工单总数",
    "overview.recent": "最近购买",
    "overview.none": "暂无最近购买记录。",
    "purchase.time": "购买时间",
    "purchase.product": "产品",
    "purchase.measure": "计量方式",
    "purchase.spec": "规格",
    "purchase.quantity": "数量",
    "purchase.order": "订单",
  },
});
