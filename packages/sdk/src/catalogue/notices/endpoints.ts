// Announcement calls (part1 §2, §7): the list by type and a notice's detail.
import { defineArea, read } from "../shared/endpoint.js";
import { Notice, NoticeDetailsRequest, NoticeListPage, NoticeListRequest } from "./schemas.js";

/** The notices area's calls. Source: part1 §7. */
export const noticesEndpoints = defineArea(
  "notices",
  { base: "/console/notice", source: "part1 §7" },
  {
    getNoticeList: read(NoticeListRequest, NoticeListPage),
    getNoticeDetails: read(NoticeDetailsRequest, Notice),
  },
);
