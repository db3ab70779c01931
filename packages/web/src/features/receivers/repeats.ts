// The 544 answer of the receiver pre-check (part2 §8): each duplicate field's message shown one
// after another at 1 s intervals. Returns a cancel, so a closed page leaves no late toast.
import type { ReceiverFieldMessage } from "@fixcloud/sdk";
import { notifyWarning } from "../../shared/notify";

/** Gap between two messages, ms (part2 §8). */
export const REPEAT_GAP_MS = 1000;

/** Show `fields`' messages in turn, the first at once; returns the function that stops the rest. */
export function showInTurn(
  fields: readonly ReceiverFieldMessage[],
  show: (message: string) => void = notifyWarning,
): () => void {
  const timers = fields.map((f, i) => setTimeout(() => show(f.message), i * REPEAT_GAP_MS));
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
}
