// Messages of the `messages` noun (part2 §2 message list and detail): what read and
// delete report, the detail's labels. Labels of message types and read states are the SDK's.
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of the message verbs. */
export const messagesMessages = defineLabels({
  en: {
    "messages.ids": "<msgId...> message ids (see `messages list`), separated by spaces or commas",
    "messages.needIds": "Give the ids of the messages, or --all to mark every message read.",
    "messages.allAndIds": "--all marks every message read; do not give ids with it.",
    "messages.badId": "'{id}' is not a message id (digits only).",
    "messages.markedRead": "Marked {count, plural, one {# message} other {# messages}} read.",
    "messages.markedAllRead": "Marked every message read.",
    "messages.confirmDelete":
      "Delete {count, plural, one {# message} other {# messages}}? This cannot be undone.",
    "messages.deleted": "Deleted {count, plural, one {# message} other {# messages}}.",
    "messages.unread": "{count} unread",
    "messages.received": "Received {time}",
    "messages.link": "Console link",
  },
  "zh-CN": {
    "messages.ids": "<msgId...> 消息编号（见 `messages list`），以空格或逗号分隔",
    "messages.needIds": "请提供消息编号，或用 --all 将全部消息标为已读。",
    "messages.allAndIds": "--all 会将全部消息标为已读，不能同时提供编号。",
    "messages.badId": "'{id}' 不是消息编号（只能是数字）。",
    "messages.markedRead": "已将 {count} 条消息标为已读。",
    "messages.markedAllRead": "已将全部消息标为已读。",
    "messages.confirmDelete": "删除 {count} 条消息？删除后无法恢复。",
    "messages.deleted": "已删除 {count} 条消息。",
    "messages.unread": "{count} 条未读",
    "messages.received": "接收时间 {time}",
    "messages.link": "控制台链接",
  },
});
