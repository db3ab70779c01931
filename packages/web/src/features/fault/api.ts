// The fault diagnosis SDK resource (part2 §7 fault calls) on the console's transport.
import { Fault } from "@fixcloud/sdk";
import { transport } from "../../shared/consoleTransport";

/** Fault diagnosis calls. */
export const fault = new Fault(transport);
