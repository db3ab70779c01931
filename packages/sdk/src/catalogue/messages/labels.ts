// Labels of in-app messages (part2 §3).
import { defineLabels } from "../shared/label.js";

/** The messages area's labels in both languages (same keys; checked by the compiler and a test). */
export const messagesLabels = defineLabels({
  "zh-CN": {
    "msgType.1": "服务消息",
    "msgType.2": "工单消息",
    "msgType.3": "系统消息",
    "msgType.4": "认证消息",
    "msgType.5": "订单消息",
    "msgType.11": "安全消息",
    "msgType.102": "到期提醒",
  },
  en: {
    "msgType.1": "Service messages",
    "msgType.2": "Ticket messages",
    "msgType.3": "System messages",
    "msgType.4": "Verification messages",
    "msgType.5": "Order messages",
    "msgType.11": "Security messages",
    "msgType.102": "Expiry reminders",
  },
});
