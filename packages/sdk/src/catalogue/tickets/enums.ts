// Ticket kinds and states (part2 §3-4).
import { defineEnum } from "../shared/enum.js";

/** Ticket type: 1 bug, 2 change, 3 open API, 5 SDK (4 is the certification request). Part2 §3. */
export const ticketType = defineEnum("ticketType", "part2 §3", [1, 2, 3, 5]);
/** Ticket status; the number-to-name mapping is a project choice (spec: pending, processing, processed). */
export const ticketStatus = defineEnum("ticketStatus", "part2 §3-4", [
  [1, "warning"],
  [2, "info"],
  [3, "success"],
]);
/** Change ticket trouble type 1 or 2 (part2 §3); meanings are a project choice. */
export const troubleType = defineEnum("troubleType", "part2 §3", [1, 2]);
/** SDK ticket processor size 1 or 2 (part2 §3): 32-bit or 64-bit (project choice). */
export const processorSize = defineEnum("processorSize", "part2 §3", [1, 2]);
