// A lazily loaded component that can be loaded ahead of use (budgets: the pools tab,
// the account dialogs and the NTRIP dialog open within 200-300 ms). React.lazy suspends on its
// first render even when the chunk is already in memory, and React 19 holds a revealed
// Suspense boundary for ~300 ms; once preloaded, this renders the component directly instead.
import { type ComponentType, lazy, type ReactNode } from "react";

/** A component from a chunk, and the function that loads the chunk ahead of its first render. */
export interface Preloadable<P> {
  /** Renders the component; suspends (inside the caller's Suspense) only if not loaded yet. */
  Component: (props: P) => ReactNode;
  /** Load the chunk now (idempotent); resolves when the component can render without suspending. */
  preload: () => Promise<unknown>;
}

/** Wrap a chunk's component (`load` resolves to `{ default }`) so it can be preloaded. */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    pending ??= load().then((m) => {
      loaded = m.default;
      return m;
    });
    return pending;
  };
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk at module load, like React.lazy
  function Component(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload };
}
