// The SDK transport of a page (part1 §6-8): same origin (the sandbox, or the Vite proxy in dev,
// serves /api next to /my/). Headers are read from storage on every call, so a language or
// time-zone switch, or a new session, applies to the next request at once; sub-users send the
// chosen role (the SDK's roleCodeOf decides). Pages build only the resources they call on it.
import { roleCodeOf, type SessionEvents, Transport } from "@fixcloud/sdk";
import { getSettings } from "./settings";
import { readSession } from "./storage";

/** A transport with the stored session and settings; `events` react to the session codes. */
export function makeTransport(events?: SessionEvents): Transport {
  return new Transport({
    baseURL: window.location.origin,
    token: () => readSession()?.token,
    roleCode: () => roleCodeOf(readSession()),
    // Batch, export and pool calls carry the customer (part1 §7): the session's.
    customerId: () => readSession()?.customerId,
    language: () => getSettings().language,
    timeZone: () => getSettings().timeZone,
    // The audit trail records where a change came from.
    client: "console",
    ...(events ? { events } : {}),
  });
}
