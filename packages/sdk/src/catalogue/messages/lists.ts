// The message list (part2 §2 message list, §7 msg/queryList): tabs by type, a title search, the
// read state (a project addition for `fixcloud messages list --unread`), records paging.
import { column as col, defineList, filterEnum, filterText } from "../shared/list.js";
import { msgRead, msgType } from "./enums.js";

/** A customer's messages, newest first; `type` absent is the "all" tab. */
export const messageList = defineList({
  name: "messages",
  call: "messages.queryList",
  paging: "pageNum/records",
  source: "part2 §2, §7",
  filters: [
    { ...filterEnum("type", msgType), labelKey: "field.msgType" },
    { ...filterText("title", 100), labelKey: "field.msgTitle" },
    filterEnum("msgRead", msgRead),
  ],
  columns: [
    col("msgId", "text"),
    col("msgType", "enum", { enum: msgType, brief: true }),
    col("msgTitle", "text", { brief: true }),
    col("msgRead", "enum", { enum: msgRead, brief: true }),
    col("createTime", "time", { brief: true, labelKey: "field.msgCreateTime" }),
  ],
});
