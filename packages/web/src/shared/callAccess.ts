// Whether a session may make a call of the catalogue (part1 §6, part2 §6: a call follows its
// screen's menu codes and its permission code), for a button whose call has no permission code of
// its own. Apart from ./permissions.ts because the decision reads every call's access from the
// SDK's catalogue, which the first route does not load: only the pages that ask import it.
import { type EndpointName, isMainAccount, mayCall } from "@fixcloud/sdk";
import { useCallback } from "react";
import type { Grants } from "./permissions";
import { useSession } from "./session";

/**
 * Whether `session` may make the call `name` (the catalogue's access of the call: its screen's
 * menu codes and permission code). The main account may make every call.
 */
export function mayCallWith(session: Grants, name: EndpointName): boolean {
  return (
    isMainAccount(session) ||
    mayCall(name, {
      menuCodes: new Set(session?.menuCodes ?? []),
      permissions: new Set(session?.permissions ?? []),
    })
  );
}

/** Whether the signed-in user may make the call `name`; see {@link mayCallWith}. */
export function useMayCall(): (name: EndpointName) => boolean {
  const session = useSession();
  return useCallback((name: EndpointName) => mayCallWith(session, name), [session]);
}
