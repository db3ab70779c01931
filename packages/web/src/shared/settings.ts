// Language and time-zone settings: persisted in localStorage, observable (React reads them
// through useSettings in ./useSettings, the plain sign-in page through subscribeSettings).
import type { Language, TimeZoneSetting } from "@fixcloud/sdk";
import { readLanguage, readTimeZone, writeLanguage, writeTimeZone } from "./storage";

/** The stored interface settings: language (zh-CN, en) and time zone (UTC or local), part1 §1. */
export interface Settings {
  language: Language;
  timeZone: TimeZoneSetting;
}

let current: Settings = { language: readLanguage(), timeZone: readTimeZone() };
const listeners = new Set<() => void>();

/** The current settings. */
export function getSettings(): Settings {
  return current;
}

/** Change settings: persisted at once, listeners called when something changed. */
export function updateSettings(patch: Partial<Settings>): void {
  const next = { ...current, ...patch };
  if (next.language === current.language && next.timeZone === current.timeZone) return;
  if (next.language !== current.language) writeLanguage(next.language);
  if (next.timeZone !== current.timeZone) writeTimeZone(next.timeZone);
  current = next;
  for (const l of listeners) l();
}

/** Call `listener` after every settings change; returns the unsubscribe function. */
export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
