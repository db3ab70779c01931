// The announcement list (part1 §2 notice list, §7 getNoticeList): tabs by type, title search,
// records paging.
import { column as col, defineList, filterEnum, filterText } from "../shared/list.js";
import { noticeStatus, noticeType } from "./enums.js";

/** Published announcements; `noticeType` 0 (the "all" tab) filters nothing. */
export const noticeList = defineList({
  name: "notices",
  call: "notices.getNoticeList",
  paging: "pageNum/records",
  source: "part1 §2, §7",
  filters: [
    filterEnum("noticeType", noticeType, { all: 0 }),
    filterEnum("noticeStatus", noticeStatus),
    filterText("noticeTitle"),
  ],
  columns: [
    col("noticeId", "text", { brief: true }),
    col("noticeType", "enum", { enum: noticeType, brief: true }),
    col("noticeTitle", "text", { brief: true }),
    col("releaseTime", "time", { brief: true }),
  ],
});
