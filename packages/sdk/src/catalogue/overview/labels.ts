// Labels of the overview's tools (part1 §2).
import { defineLabels } from "../shared/label.js";

/** The overview area's labels in both languages (same keys; checked by the compiler and a test). */
export const overviewLabels = defineLabels({
  "zh-CN": {
    "ionosphereLevel.1": "平静",
    "ionosphereLevel.2": "微扰",
    "ionosphereLevel.3": "中等",
    "ionosphereLevel.4": "强烈",
    "ionosphereLevel.5": "剧烈",
    "field.purchaseTime": "购买时间",
    "field.productNo": "产品编号",
    "field.measureWayName": "计量方式",
    "field.measureSpecificationsSum": "规格",
    "field.measureUnitName": "单位",
    "field.productQuantity": "数量",
    "field.orderId": "订单 ID",
    "field.onlineCount": "在线账号数",
    "field.totalCount": "服务账号总数",
    "field.orderSum": "订单总数",
    "field.ticketSum": "工单总数",
  },
  en: {
    "ionosphereLevel.1": "Quiet",
    "ionosphereLevel.2": "Unsettled",
    "ionosphereLevel.3": "Moderate",
    "ionosphereLevel.4": "Strong",
    "ionosphereLevel.5": "Severe",
    "field.purchaseTime": "Purchase time",
    "field.productNo": "Product no.",
    "field.measureWayName": "Calculation type",
    "field.measureSpecificationsSum": "Specification",
    "field.measureUnitName": "Unit",
    "field.productQuantity": "Quantity",
    "field.orderId": "Order ID",
    "field.onlineCount": "Online accounts",
    "field.totalCount": "Total service accounts",
    "field.orderSum": "Orders",
    "field.ticketSum": "Tickets",
  },
});
