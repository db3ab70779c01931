// Announcement calls (part1 §2, §7): the list by type and a notice's detail.
import { SIGNED_IN } from "../shared/access.js";
import { defineArea, read } from "../shared/endpoint.js";
import { Notice, NoticeDetailsRequest, NoticeListPage, NoticeListRequest } from "./schemas.js";

/** The notices area's calls. Source: part1 §7. */
export const noticesEndpoints = defineArea(
  "notices",
  { base: "/console/notice", source: "part1 §7" },
  {
    // The notice pages are hidden and have no menu code (part1 §2): any signed-in user.
    getNoticeList: read(NoticeListRequest, NoticeListPage, {
      access: SIGNED_IN,
      title: { "zh-CN": "公告列表", en: "Announcement list" },
    }),
    getNoticeDetails: read(NoticeDetailsRequest, Notice, {
      access: SIGNED_IN,
      title: { "zh-CN": "公告详情", en: "Announcement detail" },
    }),
  },
);
