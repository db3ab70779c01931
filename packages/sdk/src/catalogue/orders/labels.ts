// Labels of orders: the time window (part2 §2).
import { defineLabels } from "../shared/label.js";

/** The orders area's labels in both languages (same keys; checked by the compiler and a test). */
export const ordersLabels = defineLabels({
  "zh-CN": {
    "orderTime.3": "近 3 个月",
    "orderTime.6": "近 6 个月",
    "orderTime.12": "近 12 个月",
    "orderTime.0": "全部",
  },
  en: {
    "orderTime.3": "Last 3 months",
    "orderTime.6": "Last 6 months",
    "orderTime.12": "Last 12 months",
    "orderTime.0": "All",
  },
});
