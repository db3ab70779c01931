// Who may see what (part1 §6): route access by menu code (the SDK's route table decides) and
// button gating by permission code. A sub-user sees what the chosen role grants; the main
// account's session carries every code, so neither needs a special case here.
import { can, canVisit, routesOf } from "@fixcloud/sdk";
import { useCallback } from "react";
import { getSession, useSession } from "./session";

/** Whether the signed-in user may open `path`; paths outside the route table are the router's. */
export function mayVisit(path: string): boolean {
  if (routesOf(path).length === 0) return true;
  return canVisit(path, getSession()?.menuCodes ?? []);
}

/** Whether the session grants a permission code, e.g. `servicePermission(1, "export")`. */
export function useCan(): (code: string) => boolean {
  const { permissions } = useSession();
  return useCallback((code: string) => can(permissions, code), [permissions]);
}
