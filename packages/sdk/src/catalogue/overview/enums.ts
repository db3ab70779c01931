// The tools of the overview (part1 §2 "Tools").
import { defineEnum } from "../shared/enum.js";

/** Ionosphere activity levels of the ionosphere query tool (part1 §2). Tones a project choice. */
export const ionosphereLevel = defineEnum("ionosphereLevel", "part1 §2", [
  [1, "success"],
  [2, "info"],
  [3, "caution"],
  [4, "warning"],
  [5, "danger"],
]);
