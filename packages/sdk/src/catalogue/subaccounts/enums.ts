// Sub-account states (part2 §4).
import { defineEnum } from "../shared/enum.js";

/** Sub-account status: 0 enabled, 2 disabled, 3 locked (labels a project choice). Part2 §4. */
export const userStatus = defineEnum("userStatus", "part2 §4", [
  [0, "success"],
  [2, "neutral"],
  [3, "danger"],
]);
