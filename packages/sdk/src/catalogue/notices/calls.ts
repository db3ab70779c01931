// Announcement calls (part1 §2, §7): the list by type and a notice's detail. The first route
// reads the latest notices: the answers' zod/mini schemas load on first use (../shared/lazy.ts).
import { lazyEntries } from "../shared/lazy.js";
import type * as Responses from "./responses.js";
import type * as Schemas from "./schemas.js";

const { defineArea, read } = lazyEntries<typeof Schemas, typeof Responses>();

/** The notices area's calls, answers' schemas loaded on first use. Source: part1 §7. */
export const noticesCalls = defineArea(
  "notices",
  { base: "/console/notice", source: "part1 §7" },
  () => import("./responses.js"),
  {
    getNoticeList: read("NoticeListRequest", "NoticeListPage"),
    getNoticeDetails: read("NoticeDetailsRequest", "Notice"),
  },
);
