// Schemas of the security centre (part2 §2, §7). The user-info answer is the one a token alone
// can ask for: who it belongs to and the roles it may act in, so a script holding only a token
// (FIXCLOUD_TOKEN in CI) learns the `roleCode` header a sub-user must send (part1 §6).
// Issue 8 (CLI auth): the payload is not shown in the spec (part2 §7 names
// the call only), so its fields follow the session data of sign-in (part1 §3).
import { z } from "zod";
import { SessionRole } from "../session/schemas.js";

/**
 * getUserBaseInfo answer: the signed-in user, its customer, its account type (1 main account,
 * others sub-users) and the roles it holds (`roleIndex` the current one), as sign-in gives them;
 * `menuCodes` and `permissions` are what the role in the request's `roleCode` grants (every code
 * for a main account, none for a sub-user who names no role), so a client holding only a token
 * gates its own actions as the console does (part1 §6).
 */
export const UserBaseInfo = z.looseObject({
  user_name: z.string(),
  customerNo: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  accountType: z.number().int(),
  roleList: z.array(SessionRole),
  roleIndex: z.number().int().nonnegative(),
  menuCodes: z.array(z.string()).default([]),
  permissions: z.array(z.string()).default([]),
});
/** Parsed shape of {@link UserBaseInfo}. */
export type UserBaseInfo = z.infer<typeof UserBaseInfo>;
