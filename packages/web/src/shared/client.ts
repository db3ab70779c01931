// The one SDK client of a page. Headers are read from storage on every call, so a
// language or time-zone switch, or a new session, applies to the next request at once.
import { createClient, type FixcloudClient, type SessionEvents } from "@fixcloud/sdk";
import { getSettings } from "./settings";
import { currentRoleCode, readSession } from "./storage";

export function makeClient(events?: SessionEvents): FixcloudClient {
  return createClient({
    // Same origin: the sandbox (or the Vite proxy in dev) serves /api next to /my/.
    baseURL: window.location.origin,
    token: () => readSession()?.token,
    roleCode: () => currentRoleCode(readSession()),
    language: () => getSettings().language,
    timeZone: () => getSettings().timeZone,
    events,
  });
}
