// Messages of `fixcloud trigger <event>`: a sample event published through the real
// delivery path. Event-type labels come from the SDK.
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of `fixcloud trigger`. */
export const triggerMessages = defineLabels({
  en: {
    "trigger.unknown": "Unknown event type '{type}'. Event types: {types}",
    "trigger.done": "Triggered a sample {type} event ({label}): {eventId}",
  },
  "zh-CN": {
    "trigger.unknown": "未知的事件类型 '{type}'。可用的事件类型：{types}",
    "trigger.done": "已触发示例事件 {type}（{label}）：{eventId}",
  },
});
