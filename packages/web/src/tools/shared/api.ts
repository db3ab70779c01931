// The tool pages' calls (issue 12) on the console's transport: stored session, language and
// time-zone headers. A session that ended (401/406) opens the sign-in page saying so, as the
// console does; there is no console location to remember.
import { Tools } from "@fixcloud/sdk";
import { goToLogin } from "../../shared/session";
import { makeTransport } from "../../shared/transport";

const leave = () => goToLogin({ remember: false, reason: "expired" });

/** The tools resource of the pages: `tools.ionosphereGrid`. */
export const tools = new Tools(makeTransport({ onUnauthorized: leave, onRelogin: leave }));
