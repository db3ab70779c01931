// In-app message types, read states and content templates (part2 §2-§4). What each
// type number means is the project's choice, written down in docs/messages.md.
import { defineEnum } from "../shared/enum.js";

/**
 * In-app message type (part2 §3: 1-5 and 102 in messages; settings 1-5 and 11). The project's
 * meanings (docs/messages.md): 1 service notices (accounts near expiry, batch results),
 * 2 certification results, 3 ticket replies, 4 orders and billing, 5 system notices,
 * 11 account security (settings only), 102 platform broadcasts (in-station only, no setting).
 */
export const msgType = defineEnum("msgType", "part2 §3", [
  [1, "warning"],
  [2, "success"],
  [3, "info"],
  [4, "neutral"],
  [5, "neutral"],
  [11, "danger"],
  [102, "info"],
]);

/** The message types a message-settings row exists for (part2 §3: 1 to 5 and 11). */
export const SETUP_MSG_TYPES = [1, 2, 3, 4, 5, 11] as const;
/** A message type that has a settings row. */
export type SetupMsgType = (typeof SETUP_MSG_TYPES)[number];

/** The message list's tabs (part2 §2: all, type 1, type 3); `undefined` is "all". */
export const MESSAGE_TABS = [undefined, 1, 3] as const;

/** Whether a message was read: 0 unread, 1 read (part2 §4). */
export const msgRead = defineEnum("msgRead", "part2 §4", [
  [0, "info"],
  [1, "neutral"],
]);

/**
 * Content template numbers (`msgContentJson.temp`, part2 §2 "the content depends on the template
 * number"), each with one renderer in ./templates.ts, and the message type each belongs to.
 */
export const MSG_TEMPLATES = {
  /** Accounts whose service ends within 10 days (type 1). */
  accountsExpiring: 1,
  /** A batch finished, every row done (type 1). */
  batchDone: 2,
  /** A batch finished with failures (type 1). */
  batchFailed: 3,
  /** Certification approved (type 2). */
  certificationApproved: 4,
  /** Certification rejected, with a reason and the link /realNameInfo?type=2 (type 2). */
  certificationRejected: 5,
  /** A ticket answered, link /workOrderMng?id={ticketNo} (type 3). */
  ticketAnswered: 6,
  /** Plain text: title and text as stored (any type). */
  text: 7,
  /**
   * A service account refused again and again by the caster: the reason, its fix and the
   * back-off its rover should use (type 1; docs/ntrip-caster.md "Storm warning").
   */
  refusalStorm: 8,
} as const;

/** The id that means "every message" in signRead (part2 §7). */
export const ALL_MESSAGES = "-1";
