// The shell's way to the notifications (part1 §8 error popups): ./notify.tsx and Mantine's
// notification store load with the first toast, not with the first route (first route
// ≤ 170 KB gz). Whether a failed query is toasted is decided when it fails, as ./notify.tsx
// decides it; the toast shows once the module is there (a few ms on a connection that just
// answered). The toasts' container mounts from the same moment (./toastsNeeded.ts).
import type { AnyRouter } from "@tanstack/react-router";

type Notify = typeof import("./notify");

let loading: Promise<Notify> | undefined;

/** ./notify.tsx, loaded once. */
function notify(): Promise<Notify> {
  loading ??= import("./notify");
  return loading;
}

/** {@link Notify.notifyWarning}, once the notifications have loaded. */
export function notifyWarningLater(message: string): void {
  void notify().then((m) => m.notifyWarning(message));
}

/** {@link Notify.notifyError}, once the notifications have loaded. */
export function notifyErrorLater(error: unknown): void {
  void notify().then((m) => m.notifyError(error));
}

/**
 * {@link Notify.notifyQueryError}: a query no component reads any more is not toasted, decided
 * now (by the time the module is there, the page may have changed).
 */
export function notifyQueryErrorLater(
  error: unknown,
  query: { meta?: Record<string, unknown>; getObserversCount(): number },
): void {
  if (query.getObserversCount() === 0) return;
  const { meta } = query;
  void notify().then((m) => m.notifyQueryError(error, { meta, getObserversCount: () => 1 }));
}

/**
 * Clear the toasts when the user goes to another page, before the new page loads (so its own
 * toasts stay); nothing to clear before the first toast. Returns the unsubscribe.
 */
export function clearToastsOnPageChange(router: Pick<AnyRouter, "subscribe">): () => void {
  return router.subscribe("onBeforeNavigate", (e) => {
    if (loading && e.fromLocation && e.pathChanged) void loading.then((m) => m.clearToasts());
  });
}
