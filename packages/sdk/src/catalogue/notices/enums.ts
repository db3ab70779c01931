// Announcement types and states (part1 §2-3).
import { defineEnum } from "../shared/enum.js";

/** Announcement type: 0 all (list tab only), 1 product, 2 maintenance, 3 security, 4 other. Part1 §2-3. */
export const noticeType = defineEnum("noticeType", "part1 §3", [0, 1, 2, 3, 4]);
/** Announcement status: 1 published, 2 unpublished. Part1 §3. */
export const noticeStatus = defineEnum("noticeStatus", "part1 §3", [1, 2]);
