// Where the console's toasts render (part1 §8 error popups). The container, its transitions and
// drag-to-dismiss are not part of the first route (budget: first route ≤ 170 KB
// gzipped): it loads with the first toast (shared/notifyLater.ts). Toasts raised before it
// arrives wait in Mantine's store and show once it mounts; from then on it stays mounted.
import { lazy, Suspense, useSyncExternalStore } from "react";
import { toastsNeeded } from "../shared/toastsNeeded";

const Container = lazy(() => import("./toastContainer"));

/** The toasts' container, mounted when the first toast is raised. */
export function Toasts() {
  const needed = useSyncExternalStore(toastsNeeded.subscribe, toastsNeeded.get);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Container />
    </Suspense>
  );
}
