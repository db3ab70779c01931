// What the receivers area offers the other features: every receiver of the customer, for the
// message settings' recipient chooser (part2 §2).
import type { Receiver } from "@fixcloud/sdk";
import { receivers } from "./api";

/** Every receiver of the customer, also at its limit (777). */
export const everyReceiver = async (options?: { signal?: AbortSignal }): Promise<Receiver[]> =>
  (await receivers.list(options)).receivers;
