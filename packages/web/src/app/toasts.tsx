// Where the console's toasts render (part1 §8 error popups). The container, its transitions and
// drag-to-dismiss are not part of the first route (issue 12 budget: first route ≤ 170 KB
// gzipped): it loads with the first toast. Toasts raised before it arrives wait in Mantine's
// store and show once it mounts; from then on it stays mounted.
import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useRef } from "react";

const Container = lazy(() => import("./toastContainer"));

/** The toasts' container, mounted when the first toast is raised. */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const needed = useRef(false);
  if (notifications.length + queue.length > 0) needed.current = true;
  if (!needed.current) return null;
  return (
    <Suspense fallback={null}>
      <Container />
    </Suspense>
  );
}
