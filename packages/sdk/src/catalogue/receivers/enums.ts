// Receiver verification states (part2 §4).
import { defineEnum } from "../shared/enum.js";

/** Receiver verification dialog indicator 0-4 (part2 §4). */
export const verifyIndicator = defineEnum("verifyIndicator", "part2 §4", [0, 1, 2, 3, 4]);
