// SIGINT and SIGTERM (README "exit code": 130 for a stop by Ctrl+C or SIGTERM). The process
// entry stops any command on the first one (`exitOnStop`); a piece of work that must clean up
// first (jq running, output/jq.ts) owns the signals while it runs (`ownSignals`).
import { ExitCode } from "./exit-codes.js";

/** The stop signals. */
export const STOP_SIGNALS = ["SIGINT", "SIGTERM"] as const;

/**
 * Until the returned release is called, SIGINT/SIGTERM call `onStop` (the first one only) and
 * nothing else: the listeners already there (the process entry's exit, conf's when-exit that
 * re-raises the signal) are set aside and put back on release.
 */
export function ownSignals(onStop: () => void): () => void {
  let stopped = false;
  const listener = () => {
    if (stopped) return;
    stopped = true;
    onStop();
  };
  const saved = STOP_SIGNALS.map((sig) => {
    const listeners = process.listeners(sig);
    process.removeAllListeners(sig);
    process.on(sig, listener);
    return [sig, listeners] as const;
  });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const [sig, listeners] of saved) {
      process.off(sig, listener);
      for (const l of listeners) process.on(sig, l as () => void);
    }
  };
}

/**
 * The process entry's answer to SIGINT/SIGTERM: exit 130 once the other listeners of the same
 * signal have run (a part file's removal, a captcha file's), never the default death by signal
 * (143 for SIGTERM) nor a wait for the command to notice.
 */
export function exitOnStop(): void {
  for (const sig of STOP_SIGNALS)
    process.on(sig, () => {
      process.exitCode = ExitCode.INTERRUPTED;
      setImmediate(() => process.exit(ExitCode.INTERRUPTED));
    });
}
