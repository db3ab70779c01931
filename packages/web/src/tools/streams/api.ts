// The status pages' one call: `streams.streamStatus` (signed in, streams.html) or
// `streams.publicStreamStatus` (no session, status.html), on the console's transport. Like the
// ionosphere call (../shared/grid.ts) it goes by its path without the catalogue's zod check,
// which would cost the page a fifth of its budget; the fields the page reads are checked here.
import type { EndpointDef, StreamStatus } from "@fixcloud/sdk";
import { PUBLIC_STREAM_STATUS_PATH, STREAM_STATUS_PATH } from "@fixcloud/sdk/lists";
import { ResponseShapeError, type Transport } from "@fixcloud/sdk/transport";
import { goToLogin } from "../../shared/session";
import { makeTransport } from "../../shared/transport";

const calls = {
  signedIn: { name: "streams.streamStatus", method: "POST", path: STREAM_STATUS_PATH },
  public: { name: "streams.publicStreamStatus", method: "POST", path: PUBLIC_STREAM_STATUS_PATH },
} as unknown as Record<"signedIn" | "public", EndpointDef>;

/** Which page asks: the signed-in tool page or the public status page. */
export type StatusAudience = keyof typeof calls;

const expired = () => goToLogin({ remember: false, reason: "expired" });
const transports: Partial<Record<StatusAudience, Transport>> = {};
const transportOf = (audience: StatusAudience): Transport =>
  (transports[audience] ??=
    audience === "signedIn"
      ? makeTransport({ onUnauthorized: expired, onRelogin: expired })
      : makeTransport());

/**
 * The status now. Throws the SDK's errors (ApiError, SessionError after the session event on the
 * signed-in page, ConnectionError, TimeoutError) and ResponseShapeError when the answer has no
 * mount points.
 */
export async function streamStatus(audience: StatusAudience, signal?: AbortSignal): Promise<StreamStatus> {
  const call = calls[audience];
  const data = (await transportOf(audience).call(
    call,
    {},
    { validate: false, ...(signal ? { signal } : {}) },
  )) as Partial<StreamStatus> | null;
  if (!data || typeof data.at !== "string" || !Array.isArray(data.mountPoints))
    throw new ResponseShapeError(`${call.name}: unexpected answer (at mountPoints)`);
  return data as StreamStatus;
}
