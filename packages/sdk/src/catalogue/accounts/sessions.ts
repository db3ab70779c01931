// Seats and password rotation of a service account (project addition to part1 §7 and part2 §4,
// docs/ntrip-caster.md "Seats" and "Password rotation"): the sessions holding its seats, ending
// one, and the grace period a password reset or set keeps the old password valid for (its rule in
// ./password-grace.ts, light: the CLI's flag declarations load it without zod).
import { z } from "zod";
import { Id, WireTime, integer } from "../shared/common.js";
import { LIMITS } from "../shared/limits.js";
import { PASSWORD_GRACE_CODE } from "./password-grace.js";

/** The grace period field of a password reset or set: 0-7 whole days, default 0. */
export const GraceDays = integer(0, LIMITS.passwordGraceDaysMax, PASSWORD_GRACE_CODE);

/** selectAccSessions and endAccSession name the account by id or name; endAccSession may name one session. */
export const AccountSessionsRequest = z.object({ id: Id });
/** endAccSession body: the account, and the session to end (all of the account's when absent). */
export const EndSessionRequest = z.object({ id: Id, sessionId: z.number().int().positive().optional() });

/** One session holding a seat of the account now. */
export const OpenSession = z.object({
  sessionId: z.number().int(),
  /** The rover's address and port. */
  ip: z.string(),
  port: z.number().int(),
  mountPoint: z.string(),
  /** Login time (wire time, UTC). */
  since: WireTime,
  /** Last byte received from the rover (wire time, UTC); the idle limit counts from it. */
  lastInput: WireTime,
  /** Which password it signed in with. */
  password: z.enum(["current", "previous"]),
});
/** Parsed shape of {@link OpenSession}. */
export type OpenSession = z.infer<typeof OpenSession>;

/** selectAccSessions answer: the account's open sessions, oldest first (the seat holder first). */
export const AccountSessions = z.object({ list: z.array(OpenSession) });
/** endAccSession answer: how many sessions ended (0 when none was open). */
export const EndSessionResult = z.object({ ended: z.number().int() });
