// Button gating by permission codes (part1 §6): a sub-user sees only what the role grants;
// the main account's session carries every code.
import { can } from "@fixcloud/sdk";
import { useCallback } from "react";
import { useSession } from "../../app/session";

export function useCan(): (code: string) => boolean {
  const { permissions } = useSession();
  return useCallback((code: string) => can(permissions, code), [permissions]);
}
