// The interface settings a stored session carries (part1 §3: languageAbbr, timeZone), kept in
// step with the header's switches by ./session.ts. Pure: no storage here.
import type { SessionData } from "@fixcloud/sdk";
import type { Settings } from "./settings";

/**
 * The session with the settings it stores (part1 §3: languageAbbr, timeZone) following the
 * header's switches; the same object when they already agree. Sign-in fills them from the
 * language of the request; the user's later choice is what the stored session says.
 */
export function sessionWithSettings<S extends Pick<SessionData, "languageAbbr" | "timeZone">>(
  session: S,
  settings: Settings,
): S {
  if (session.languageAbbr === settings.language && session.timeZone === settings.timeZone) return session;
  return { ...session, languageAbbr: settings.language, timeZone: settings.timeZone };
}
