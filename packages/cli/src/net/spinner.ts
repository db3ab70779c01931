// The slow-call spinner:
// on a terminal, once a call has waited 2 s, a spinner on stderr says the CLI is still waiting
// and for how long; it is erased as soon as no call is waiting. Nothing at all when stderr is
// not a TTY (CI logs stay clean). A dozen lines, so no library: its start-up would cost more.
import type { TextOut } from "../context.js";

/** How long a call waits before the spinner shows (ms). */
export const SPINNER_DELAY_MS = 2000;
const FRAMES = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];

/**
 * A call tracker for the fetch wrapper: `begin()` when a call starts, the returned function
 * when it ends. `text(seconds)` is the waiting message in the user's language.
 */
export function slowCallSpinner(stderr: TextOut, text: (seconds: number) => string): () => () => void {
  let pending = 0;
  let since = 0;
  let delay: NodeJS.Timeout | undefined;
  let tick: NodeJS.Timeout | undefined;
  let frame = 0;
  const stop = () => {
    clearTimeout(delay);
    delay = undefined;
    if (tick) {
      clearInterval(tick);
      tick = undefined;
      stderr.write("\r\u001b[2K");
    }
  };
  const draw = () => {
    frame = (frame + 1) % FRAMES.length;
    stderr.write(`\r\u001b[2K${FRAMES[frame]} ${text(Math.floor((Date.now() - since) / 1000))}`);
  };
  return () => {
    if (stderr.isTTY !== true) return () => {};
    if (pending++ === 0) {
      since = Date.now();
      delay = setTimeout(() => {
        draw();
        tick = setInterval(draw, 100);
        tick.unref();
      }, SPINNER_DELAY_MS);
      delay.unref();
    }
    return () => {
      if (--pending === 0) stop();
    };
  };
}
