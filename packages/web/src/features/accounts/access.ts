// Button gating on the account list (part1 §6): a sub-user sees an action only when the
// chosen role grants its code for this service type; the main account (accountType 1) sees all.
import {
  can,
  PAGE_PERMISSIONS,
  type ServiceAction,
  type ServiceType,
  servicePermission,
} from "@fixcloud/sdk";
import { useMemo } from "react";
import { useSession } from "../../app/session";

export interface AccountAccess {
  /** Whether `action` may be offered on this service type's account list. */
  allows: (action: ServiceAction) => boolean;
  /** The fault link to /obstacle (PZGJ_KGS572). */
  faultLink: boolean;
}

export function useAccountAccess(selectType: ServiceType): AccountAccess {
  const session = useSession();
  return useMemo(() => {
    const main = session.accountType === 1;
    const granted = new Set(session.permissions ?? []);
    return {
      allows: (action) => main || can(granted, servicePermission(selectType, action)),
      faultLink: main || can(granted, PAGE_PERMISSIONS.faultDiagnosis),
    };
  }, [session, selectType]);
}
