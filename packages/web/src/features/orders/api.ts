// The orders' SDK resource (part2 §7 orderList, orderDetail) on the console's transport.
import { Orders } from "@fixcloud/sdk";
import { transport } from "../../shared/consoleTransport";

/** Order calls. */
export const orders = new Orders(transport);
