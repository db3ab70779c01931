// The service accounts' SDK resource (part1 §7 account calls, batch jobs) on the console's
// transport; only the service screens' chunks bundle this area's catalogue.
import { Accounts } from "@fixcloud/sdk";
import { transport } from "../../shared/consoleTransport";

/** Service account calls and batch jobs. */
export const accounts = new Accounts(transport);
