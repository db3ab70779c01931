// The unread count of the console's header (part2 §2, §7 queryUnReadCount) in zod/mini: the
// first route reads it, so it loads there without zod classic (first-route budget).
import * as z from "zod/mini";

/** queryUnReadCount answer: the number of unread messages. */
export const UnreadCount = z.int().check(z.nonnegative());
