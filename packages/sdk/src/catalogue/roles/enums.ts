// Role states (part2 §2, §4).
import { defineEnum } from "../shared/enum.js";

/** Role status: 0 enabled, 1 disabled (part2 §2 role search). Sent as "0"/"1" in the search. */
export const roleStatus = defineEnum("roleStatus", "part2 §2", [
  [0, "success"],
  [1, "neutral"],
]);
