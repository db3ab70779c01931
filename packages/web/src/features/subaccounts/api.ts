// The sub-accounts' SDK resource (part2 §7 subAccount/manage) on the console's transport, with
// the session resource that fetches the RSA public key its create and update encrypt with, and
// the role list read for the role-assignment dialog.
import { Session, SubAccounts } from "@fixcloud/sdk";
import { transport } from "../../shared/consoleTransport";

const session = new Session(transport);

/** Sub-account calls. */
export const subAccounts = new SubAccounts(transport, (options) => session.publicKey(options));
