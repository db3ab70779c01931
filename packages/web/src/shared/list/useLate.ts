// A state that turns on only once it has stayed on for a while: progress indicators of the list
// page (the table's bar, the refresh button's spinner) skip quick fetches, so a fast answer costs
// no extra render and repaint before its rows (budget: filter change → rows painted).
import { useEffect, useState } from "react";

/** How long a fetch runs before the list shows that it is busy, ms. */
export const BUSY_AFTER_MS = 200;

/** `on`, once it has stayed on for `ms` milliseconds; false again as soon as `on` is. */
export function useLate(on: boolean, ms: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    setLate(false);
    if (!on) return;
    const timer = window.setTimeout(() => setLate(true), ms);
    return () => window.clearTimeout(timer);
  }, [on, ms]);
  return on && late;
}
