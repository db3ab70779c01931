// The console's view of the stored session (part1 §3-4): the session is read once and kept
// observable; the 405 flag and the language and time-zone switches are written back to storage; signing out or a session that ended
// leaves for login.html (with the reason, and without rendering a page with no session).
import type { SessionData } from "@fixcloud/sdk";
import { useSyncExternalStore } from "react";
import { sessionWithSettings } from "./sessionSettings";
import { getSettings, subscribeSettings } from "./settings";
import { clearSession, readSession, writeReturnTo, writeSession } from "./storage";

const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

/** The stored session with the current settings in it, written back when they differed. */
function withCurrentSettings(s: SessionData | null): SessionData | null {
  if (!s) return s;
  const next = sessionWithSettings(s, getSettings());
  if (next !== s) writeSession(next);
  return next;
}

let current: SessionData | null = withCurrentSettings(readSession());

// The stored session's languageAbbr and timeZone follow the header's switches (part1 §3). The
// session in memory keeps its identity: a new object means another session (the kept views
// belong to it, ./views-cache/store.ts), and the console reads the settings from ./settings.
subscribeSettings(() => void withCurrentSettings(readSession()));

/**
 * The session the console renders with. Once the console is leaving for the sign-in page it
 * stays the last one: storage is already cleared, but a page re-rendering in the 0.5 s before
 * the redirect must not meet a missing session.
 */
export function getSession(): SessionData | null {
  return current;
}

/** 405: remember that the customer is not certified (part1 §4). */
export function markNotCertified(): void {
  const s = readSession();
  if (!s || s.nocertified) return;
  const next = { ...s, nocertified: true };
  writeSession(next);
  current = next;
  emit();
}

/**
 * The customer was certified (part2 §4 flag 1): clear the 405 flag, so adding
 * sub-accounts and roles is no longer blocked with L000519.
 */
export function markCertified(): void {
  const s = readSession();
  if (!s?.nocertified) return;
  const next = { ...s, nocertified: false };
  writeSession(next);
  current = next;
  emit();
}

/** The hash route the user is on, e.g. `/highPrecision?page=2`. */
export function currentLocation(): string {
  const hash = window.location.hash.replace(/^#/, "");
  return hash.startsWith("/") ? hash : "/overview";
}

/** The sign-in page (login.html next to the console under /my/). */
export const LOGIN_URL = `${import.meta.env.BASE_URL}login.html`;

/** Why the sign-in page opens; it says so (`login.html?reason=expired`). */
export type LoginReason = "expired";

/** The sign-in page's address, with the reason it opens for. */
export function loginUrl(reason?: LoginReason): string {
  return reason ? `${LOGIN_URL}?reason=${reason}` : LOGIN_URL;
}

/**
 * Leave the console for the sign-in page, optionally remembering where we were and saying why.
 * The stored session is cleared at once; the in-memory one stays until the page unloads.
 */
export function goToLogin(options: { remember: boolean; delayMs?: number; reason?: LoginReason }): void {
  if (options.remember) {
    const here = currentLocation();
    writeReturnTo(here === "/" ? "/overview" : here);
  } else {
    writeReturnTo(null);
  }
  clearSession();
  const go = () => window.location.assign(loginUrl(options.reason));
  if (options.delayMs) window.setTimeout(go, options.delayMs);
  else go();
}

/** Sign out: forget the session and open the sign-in page. */
export function signOut(): void {
  goToLogin({ remember: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session as React state; the console renders only with one (see app/main.tsx). */
export function useSession(): SessionData {
  const s = useSyncExternalStore(subscribe, getSession, getSession);
  // main.tsx never renders the console without a session, and leaving keeps the last one.
  return s as SessionData;
}
