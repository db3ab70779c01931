// The announcements' SDK resource (part1 §7 notice calls) on the console's transport.
import { Notices } from "@fixcloud/sdk";
import { transport } from "../../shared/consoleTransport";

/** Announcement calls. */
export const notices = new Notices(transport);
