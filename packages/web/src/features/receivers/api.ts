// The receivers' SDK resource (part2 §7 message/receiver) on the console's transport.
import { Receivers } from "@fixcloud/sdk";
import { transport } from "../../shared/consoleTransport";

/** Receiver calls. */
export const receivers = new Receivers(transport);
