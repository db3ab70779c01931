// The messages' SDK resource (part2 §7 msg/* and message/MsgSetUp/*) on the console's transport,
// and the receivers list the recipient chooser reads.
import { Messages } from "@fixcloud/sdk";
import { transport } from "../../shared/consoleTransport";

/** Message and message-setting calls. */
export const messages = new Messages(transport);
