// Messages of the `tickets` verbs: the ticket file, upload progress, the outcome.
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of the ticket verbs. */
export const ticketsMessages = defineLabels({
  en: {
    "tickets.fileUnreadable": "Cannot read {path}: {reason}",
    "tickets.fileInvalid": "{path} is not a ticket in JSON or YAML: {reason}",
    "tickets.uploaded": "Attachment {done}/{total} stored: {name}",
    "tickets.created": "Ticket {ticketNo} filed ({type}); it is pending.",
  },
  "zh-CN": {
    "tickets.fileUnreadable": "无法读取 {path}：{reason}",
    "tickets.fileInvalid": "{path} 不是 JSON 或 YAML 格式的工单：{reason}",
    "tickets.uploaded": "附件 {done}/{total} 已上传：{name}",
    "tickets.created": "工单 {ticketNo} 已提交（{type}），状态为待处理。",
  },
});
