// Receiver verification states (part2 §3 emailVerify/phoneVerify, §4 the dialog's indicator).
import { defineEnum } from "../shared/enum.js";

/**
 * Receiver verification dialog indicator 0-4 (part2 §4): 0 none, 1 sent, 2 already sent (541),
 * 3 error, 4 already verified. `receivers.sendVerify` answers 1, 2 or 4; a failed send is 3.
 */
export const verifyIndicator = defineEnum("verifyIndicator", "part2 §4", [
  [0, "neutral"],
  [1, "info"],
  [2, "info"],
  [3, "danger"],
  [4, "success"],
]);
/** A verification indicator state, 0 to 4. */
export type VerifyIndicator = 0 | 1 | 2 | 3 | 4;

/** An address's verified flag (part2 §3): 0 unverified (a warning), 1 verified (a tick). */
export const verifyFlag = defineEnum("verifyFlag", "part2 §3", [
  [0, "warning"],
  [1, "success"],
]);
