// In-app message types (part2 §3).
import { defineEnum } from "../shared/enum.js";

/**
 * In-app message type (part2 §3: 1-5, 102 in messages; settings 1-5 and 11). Meanings are a
 * project choice.
 */
export const msgType = defineEnum("msgType", "part2 §3", [1, 2, 3, 4, 5, 11, 102]);
