// Keeping a new session in the profile, the end of every way in (login with a password, login
// with an SMS code: part1 §2, part2 §1).
import { roleCodeOf, type SessionData } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { toJson } from "../../output/json.js";
import { safeCell } from "../../output/text.js";

/**
 * Store a new session in the profile (token, expiry, who, the role to send) and report it:
 * the profile as JSON when asked for (never the token), else one line. Shared by every way in.
 */
export function keepSession(ctx: Context, session: SessionData): void {
  const profile = ctx.saveProfile({
    baseURL: ctx.baseURL,
    token: session.token,
    tokenExpiresAt: new Date(Date.now() + session.expiresIn).toISOString(),
    user_name: session.user_name,
    customerId: session.customerId,
    customerName: session.customerName,
    accountType: session.accountType,
    // The one decision of who sends which role (part1 §6): the SDK's.
    roleCode: roleCodeOf(session),
    // The language stays the person's choice (`config set lang`), never the server's: a
    // language stored at sign-in would freeze every later run.
    timeZone: ctx.profile.timeZone ?? session.timeZone,
  });

  if (ctx.output === "json" && ctx.outputExplicit) {
    const { token: _hidden, ...shown } = profile;
    ctx.io.stdout.write(toJson({ profile: ctx.profileName, ...shown }));
    return;
  }
  const customer = session.customerName
    ? `${session.customerName}, ${session.customerId}`
    : session.customerId;
  ctx.io.stdout.write(
    `${ctx.t("login.signedIn", { user: safeCell(session.user_name), customer: safeCell(customer), url: ctx.baseURL })}\n`,
  );
}
