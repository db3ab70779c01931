// Labels of announcements: types and states (part1 §2-3).
import { defineLabels } from "../shared/label.js";

/** The notices area's labels in both languages (same keys; checked by the compiler and a test). */
export const noticesLabels = defineLabels({
  "zh-CN": {
    "noticeType.0": "全部",
    "noticeType.1": "产品公告",
    "noticeType.2": "维护通知",
    "noticeType.3": "安全公告",
    "noticeType.4": "其他",
    "noticeStatus.1": "已发布",
    "noticeStatus.2": "未发布",
    "field.noticeType": "公告类型",
    "field.noticeStatus": "发布状态",
    "field.noticeTitle": "标题",
    "field.noticeId": "公告 ID",
    "field.releaseTime": "发布时间",
  },
  en: {
    "noticeType.0": "All",
    "noticeType.1": "Product announcement",
    "noticeType.2": "Maintenance notification",
    "noticeType.3": "Security announcement",
    "noticeType.4": "Other",
    "noticeStatus.1": "Published",
    "noticeStatus.2": "Unpublished",
    "field.noticeType": "Type",
    "field.noticeStatus": "Status",
    "field.noticeTitle": "Title",
    "field.noticeId": "Notice ID",
    "field.releaseTime": "Publish time",
  },
});
