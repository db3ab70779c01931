// The announcement list (part1 §2 notice list, §7 getNoticeList): tabs by type, title search,
// records paging.
import { column as col, defineList } from "../shared/list.js";
import { noticeStatus, noticeType } from "./enums.js";

/** Published announcements; `noticeType` 0 (the "all" tab) filters nothing. */
export const noticeList = defineList({
  name: "notices",
  call: "notices.getNoticeList",
  paging: "pageNum/records",
  source: "part1 §2, §7",
  filters: [
    { key: "noticeType", kind: "enum", enum: noticeType, all: 0, labelKey: "field.noticeType" },
    { key: "noticeStatus", kind: "enum", enum: noticeStatus, labelKey: "field.noticeStatus" },
    { key: "noticeTitle", kind: "text", labelKey: "field.noticeTitle" },
  ],
  columns: [
    col("noticeId", "text", { brief: true }),
    col("noticeType", "enum", { enum: noticeType, brief: true }),
    col("noticeTitle", "text", { brief: true }),
    col("releaseTime", "time", { brief: true }),
  ],
});
