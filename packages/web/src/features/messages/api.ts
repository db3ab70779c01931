// The messages' SDK resource (part2 §7 msg/* and message/MsgSetUp/*) on the console's transport,
// and the receivers list the recipient chooser reads.
import { Messages, type Receiver } from "@fixcloud/sdk";
import { transport } from "../../shared/consoleTransport";
import { receivers } from "../receivers/api";

/** Message and message-setting calls. */
export const messages = new Messages(transport);

/** A receiver as the recipient chooser shows it (part2 §3 Receiver). */
export type ReceiverOption = Receiver;

/** The customer's receivers (`receivers.queryAll`, through the receivers resource: 777 still lists them). */
export async function receiverOptions(signal?: AbortSignal): Promise<ReceiverOption[]> {
  return (await receivers.list({ signal })).receivers;
}
