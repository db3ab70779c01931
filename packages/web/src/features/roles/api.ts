// The roles' SDK resource (part2 §7 "Roles", menu/manager/list) on the console's transport.
import { Roles } from "@fixcloud/sdk";
import { transport } from "../../shared/consoleTransport";

/** Role calls, the menu tree and the sub-accounts a role may be given. */
export const roles = new Roles(transport);
