// The receivers the message settings' recipient chooser offers (part2 §2): read through the
// receivers area's public module, so a customer at its limit (777) still sees them. Its own
// module: the header's unread count shares ./queries.ts, and the receivers' calls are not for
// every page.
import type { Receiver } from "@fixcloud/sdk";
import { queryOptions } from "@tanstack/react-query";
import { everyReceiver } from "../receivers/public";
import { messageKeys } from "./queries";

/** A receiver as the recipient chooser shows it (part2 §3 Receiver). */
export type ReceiverOption = Receiver;

/** The customer's receivers for the recipient chooser. */
export const receiverOptionsQuery = () =>
  queryOptions({
    queryKey: messageKeys.receivers(),
    queryFn: ({ signal }): Promise<ReceiverOption[]> => everyReceiver({ signal }),
  });
