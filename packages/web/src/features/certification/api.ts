// The certification and file resources of the SDK (part2 §7) on the console's transport.
import { Certification, Files } from "@fixcloud/sdk";
import { transport } from "../../shared/consoleTransport";

/** Certification calls: status, application areas, code, submission. */
export const certification = new Certification(transport);
/** The file service: the certificate image's upload and view. */
export const files = new Files(transport);
