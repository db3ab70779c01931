// Who may see what (part1 §6, part2 §6): route access by menu code (the SDK's route
// table decides, hidden routes following the screen they are opened from) and button gating by
// permission code. A sub-user sees what the chosen role grants; the main account (accountType
// 1) sees everything, whatever codes its session lists. Every route of the router is guarded
// before its loader runs, so a route the user may not open makes no call and shows the 403 page.
import {
  ALL_MENU_CODES,
  ForbiddenError,
  type SessionData,
  can,
  canVisit,
  isMainAccount,
  routesOf,
} from "@fixcloud/sdk";
import type { AnyRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { getSession, useSession } from "./session";

/** What a session grants: its account type, menu codes and permission codes. */
export type Grants = Pick<SessionData, "accountType" | "menuCodes" | "permissions"> | null | undefined;

/** The menu codes a session may use: every one for the main account, else its role's. */
export function menuCodesOf(session: Grants): readonly string[] {
  if (isMainAccount(session)) return ALL_MENU_CODES;
  return session?.menuCodes ?? [];
}

/**
 * Whether `session` may open `path` (part1 §2, §6). Paths outside the route table are the
 * router's (its not-found page); every path of the table needs its most specific entry's codes.
 */
export function mayVisitWith(session: Grants, path: string): boolean {
  if (routesOf(path).length === 0 || isMainAccount(session)) return true;
  return canVisit(path, menuCodesOf(session));
}

/** Whether the signed-in user may open `path`. */
export function mayVisit(path: string): boolean {
  return mayVisitWith(getSession(), path);
}

/** Whether `session` holds the permission code `code` (the main account holds every one). */
export function mayWith(session: Grants, code: string): boolean {
  return isMainAccount(session) || can(session?.permissions, code);
}

/** Whether the session grants a permission code, e.g. `servicePermission(1, "export")`. */
export function useCan(): (code: string) => boolean {
  const session = useSession();
  return useCallback((code: string) => mayWith(session, code), [session]);
}

/** The error a guarded route throws: the route error page shows it as the 403 page. */
function forbidden(path: string): ForbiddenError {
  return new ForbiddenError({ code: 403, httpStatus: 403, message: path });
}

/**
 * Guard `routes` before anything loads: a route the session may not open
 * throws ForbiddenError from `beforeLoad`, so its loader never calls the server, a link's
 * preload does nothing, and the page is the 403 page. Runs the route's own
 * `beforeLoad` (e.g. a redirect) after the check.
 */
export function guardRoutes<R extends AnyRoute>(routes: readonly R[]): R[] {
  for (const route of routes) {
    const own = route.options.beforeLoad as ((ctx: unknown) => unknown) | undefined;
    Object.assign(route.options, {
      beforeLoad: (ctx: { location: { pathname: string } }) => {
        if (!mayVisit(ctx.location.pathname)) throw forbidden(ctx.location.pathname);
        return own?.(ctx);
      },
    });
  }
  return [...routes];
}
