// Real-name and enterprise certification states (part2 §4).
import { defineEnum } from "../shared/enum.js";

/** Real-name flag: 1 authenticated, 2 resubmit, 3 not started, 4 view details. Part2 §4. */
export const authFlag = defineEnum("authFlag", "part2 §4", [
  [1, "success"],
  [2, "danger"],
  [3, "neutral"],
  [4, "info"],
]);
