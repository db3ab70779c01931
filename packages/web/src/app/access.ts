// Route access by menu code (part1 §2, §6): the SDK's route table decides.
import { canVisit, routesOf } from "@fixcloud/sdk";
import { getSession } from "./session";

/** True when `path` is in the route table (else the router's not-found page applies). */
export function isKnownRoute(path: string): boolean {
  return routesOf(path).length > 0;
}

/** Whether the signed-in user may open `path`. Unknown paths are left to the router. */
export function mayVisit(path: string): boolean {
  if (!isKnownRoute(path)) return true;
  return canVisit(path, getSession()?.menuCodes ?? []);
}
