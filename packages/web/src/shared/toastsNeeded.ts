// Whether the console has raised a toast yet (part1 §8 error popups): the toasts' container
// mounts from the first one (app/toasts.tsx). Apart from ./notifyLater.ts, which loads
// ./notify.tsx on demand, so that both can mark it without importing each other.

const listeners = new Set<() => void>();

let needed = false;

/** A toast is being raised: the container mounts now and stays. */
export function markToastsNeeded(): void {
  if (needed) return;
  needed = true;
  for (const listener of listeners) listener();
}

/** Whether a toast was ever raised, for useSyncExternalStore. */
export const toastsNeeded = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => needed,
};
