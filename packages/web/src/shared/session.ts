// The console's view of the stored session (part1 §3-4): the session is read once and kept
// observable; the 405 flag is written back to storage; signing out leaves for login.html.
import type { SessionData } from "@fixcloud/sdk";
import { useSyncExternalStore } from "react";
import { clearSession, readSession, writeReturnTo, writeSession } from "./storage";

let current: SessionData | null = readSession();
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

/** The stored session, or null once signed out. */
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

/** The hash route the user is on, e.g. `/highPrecision?page=2`. */
export function currentLocation(): string {
  const hash = window.location.hash.replace(/^#/, "");
  return hash.startsWith("/") ? hash : "/overview";
}

/** The sign-in page (login.html next to the console under /my/). */
export const LOGIN_URL = `${import.meta.env.BASE_URL}login.html`;

/** Leave the console for the sign-in page, optionally remembering where we were. */
export function goToLogin(options: { remember: boolean; delayMs?: number }): void {
  if (options.remember) {
    const here = currentLocation();
    writeReturnTo(here === "/" ? "/overview" : here);
  } else {
    writeReturnTo(null);
  }
  clearSession();
  current = null;
  const go = () => window.location.assign(LOGIN_URL);
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
  // main.tsx never renders the console without a session; a sign-out leaves the page.
  return s as SessionData;
}
