// The personal and security centres' SDK resources (part2 §7 credentials and security calls) on
// the console's transport. The security resource seals its bodies with the init data's public
// key, fetched once by the session resource.
import { Credentials, Security, Session, Tokens } from "@fixcloud/sdk";
import { transport } from "../../shared/consoleTransport";

/** Init data (the public key of the sealed bodies). */
const session = new Session(transport);
/** User info, codes and the security centre's changes. */
export const security = new Security(transport, session);
/** The AccessKey table and the SMS-gated AccessSecret. */
export const credentials = new Credentials(transport);
/** The signed-in user's personal access tokens (docs/tokens.md). */
export const tokens = new Tokens(transport);
