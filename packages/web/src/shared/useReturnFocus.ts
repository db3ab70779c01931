// Focus goes back to what opened a dialog, drawer or editor when it closes.
// Mantine's Modal and Drawer return focus only when their `opened` prop turns from true to
// false (useFocusReturn skips the first render); the console mounts them already open and
// unmounts them to close, which left focus on <body>. This hook covers that pattern.
import { useEffect, useState } from "react";

/** The element that has focus now, if it can take it back later. */
function focused(): HTMLElement | null {
  const el = typeof document === "undefined" ? null : document.activeElement;
  return el instanceof HTMLElement && el !== document.body ? el : null;
}

/**
 * Remember the focused element at the first render (the opener: the dialog has not taken focus
 * yet) and focus it again after unmount, unless the user has put focus somewhere else meanwhile
 * or the opener is gone from the page.
 */
export function useReturnFocus(): void {
  const [opener] = useState(focused);
  useEffect(
    () => () => {
      if (!opener) return;
      // After the dialog's own unmount work (focus trap, portal removal) has run.
      window.setTimeout(() => {
        const now = document.activeElement;
        if ((now === null || now === document.body) && opener.isConnected)
          opener.focus({ preventScroll: true });
      }, 0);
    },
    [opener],
  );
}
