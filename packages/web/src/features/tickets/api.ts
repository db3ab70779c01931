// The tickets and file resources of the SDK (part2 §7) on the console's transport.
import { Files, Tickets } from "@fixcloud/sdk";
import { transport } from "../../shared/consoleTransport";

/** Ticket calls: list, detail, filing, the open API list, the customer lookup. */
export const tickets = new Tickets(transport);
/** The file service: attachments' upload and view. */
export const files = new Files(transport);
