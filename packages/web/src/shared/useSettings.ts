// The stored settings as React state: components re-render on a language or time-zone switch.
import { useSyncExternalStore } from "react";
import { getSettings, type Settings, subscribeSettings } from "./settings";

/** The current settings; re-renders on a language or time-zone switch. */
export function useSettings(): Settings {
  return useSyncExternalStore(subscribeSettings, getSettings, getSettings);
}
