// Announcement types and states (part1 §2-3).
import { defineEnum } from "../shared/enum.js";

/** Announcement type: 0 all (list tab only), 1 product, 2 maintenance, 3 security, 4 other; tones a project choice. Part1 §2-3. */
export const noticeType = defineEnum("noticeType", "part1 §3", [
  0,
  [1, "info"],
  [2, "warning"],
  [3, "danger"],
  [4, "neutral"],
]);
/** Announcement status: 1 published, 2 unpublished. Part1 §3. */
export const noticeStatus = defineEnum("noticeStatus", "part1 §3", [1, 2]);
