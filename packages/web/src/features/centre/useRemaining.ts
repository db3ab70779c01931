// A deadline that re-renders once a second until it passes (part2 §9: the 60 s resend timer,
// the secret's 5 minutes, the success step's 3 s). Reads Date.now(), so a test's fake clock
// (Playwright `page.clock`) drives it.
import { useEffect, useState } from "react";

/** Milliseconds left until `until` (epoch ms), 0 once passed or when there is none. */
export function useRemaining(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const id = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [until]);
  return until === null ? 0 : Math.max(0, until - now);
}

/** `m:ss` of a duration in ms, rounded up to the second. */
export function minutesSeconds(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
