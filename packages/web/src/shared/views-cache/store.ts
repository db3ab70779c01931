// The kept views of this tab (part1 §2), owned by one session: a sign-in as someone else, a
// certification or a role change gives a new session object, and the views of the old one —
// possibly a page the new session may not open — are not shown again.
import type { SessionData } from "@fixcloud/sdk";
import { useSyncExternalStore } from "react";
import type { ViewsState } from "./lru";

let owner: SessionData | null = null;
let kept: ViewsState = [];
const listeners = new Set<() => void>();

/** The views kept for `session` (none when they were kept for another session). */
export function keptViews(session: SessionData | null): ViewsState {
  return session && session === owner ? kept : [];
}

/** Record the views kept for `session` (the layout calls it once a render committed). */
export function keepViews(session: SessionData, views: ViewsState): void {
  if (owner === session && kept === views) return;
  owner = session;
  kept = views;
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The views kept for `session`, as React state (the side menu links to them). */
export function useKeptViews(session: SessionData | null): ViewsState {
  useSyncExternalStore(subscribe, () => kept);
  return keptViews(session);
}
