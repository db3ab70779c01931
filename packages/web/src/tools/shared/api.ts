// The tool pages' transport (part1 §7-8): the console's headers (../../shared/transport.ts) and
// its reaction to a session that ended (401/406): the sign-in page opens saying so.
import type { IonosphereGrid, IonosphereGridRequest } from "@fixcloud/sdk";
import type { Transport } from "@fixcloud/sdk/transport";
import { goToLogin } from "../../shared/session";
import { makeTransport } from "../../shared/transport";
import { ionosphereGridOn } from "./grid";

const expired = () => goToLogin({ remember: false, reason: "expired" });

let shared: Transport | undefined;
/** The pages' transport, made on first use (its headers are read from storage at each call). */
const transport = (): Transport =>
  (shared ??= makeTransport({ onUnauthorized: expired, onRelogin: expired }));

/** The map of one hour (./grid.ts says what it throws). */
export const ionosphereGrid = (body: IonosphereGridRequest, signal?: AbortSignal): Promise<IonosphereGrid> =>
  ionosphereGridOn(transport(), body, signal);
