// Browser storage shared by the sign-in page and the console (keys fixed by the shared brief).
// Everything here tolerates missing or corrupt values: a bad entry reads as "not set".
import type { Language, SessionData, TimeZoneSetting } from "@fixcloud/sdk";

/** Storage keys shared with the sign-in page (localStorage, returnTo in sessionStorage). */
export const STORAGE_KEYS = {
  session: "fixcloud.session",
  language: "fixcloud.language",
  timeZone: "fixcloud.timeZone",
  returnTo: "fixcloud.returnTo",
} as const;

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Storage disabled or full: the setting simply does not persist.
  }
}

/** The stored session, or null when absent or unreadable. */
export function readSession(): SessionData | null {
  const raw = read(localStorage, STORAGE_KEYS.session);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as SessionData;
    return parsed && typeof parsed.token === "string" && parsed.token ? parsed : null;
  } catch {
    return null;
  }
}

/** Store the session after sign-in or a change (the 405 flag). */
export function writeSession(session: SessionData): void {
  write(localStorage, STORAGE_KEYS.session, JSON.stringify(session));
}

/** Forget the session (sign-out, 401/406). */
export function clearSession(): void {
  write(localStorage, STORAGE_KEYS.session, null);
}

/** Stored language; default zh-CN unless the browser prefers English. */
export function readLanguage(): Language {
  const v = read(localStorage, STORAGE_KEYS.language);
  if (v === "zh-CN" || v === "en") return v;
  const nav = typeof navigator !== "undefined" ? navigator.language : "";
  return /^en\b/i.test(nav) ? "en" : "zh-CN";
}

/** Persist the language setting. */
export function writeLanguage(language: Language): void {
  write(localStorage, STORAGE_KEYS.language, language);
}

/** Stored time-zone setting; default UTC (wire times are UTC). */
export function readTimeZone(): TimeZoneSetting {
  return read(localStorage, STORAGE_KEYS.timeZone) === "local" ? "local" : "UTC";
}

/** Persist the time-zone setting. */
export function writeTimeZone(timeZone: TimeZoneSetting): void {
  write(localStorage, STORAGE_KEYS.timeZone, timeZone);
}

/** Hash route to return to after sign-in; only in-app paths are accepted. */
export function readReturnTo(): string | null {
  const v = read(sessionStorage, STORAGE_KEYS.returnTo);
  return v?.startsWith("/") && !v.startsWith("//") ? v : null;
}

/** Remember (or forget, with null) the hash route to return to after sign-in. */
export function writeReturnTo(path: string | null): void {
  write(sessionStorage, STORAGE_KEYS.returnTo, path);
}
