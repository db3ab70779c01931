// Who sends which role (part1 §3, §6): the main account (accountType 1) acts with every right
// and sends no role; a sub-user sends the code of the role it chose (roleList[roleIndex]) in
// the `roleCode` header of every call.

/** accountType of the main account (part1 §6). */
export const MAIN_ACCOUNT_TYPE = 1;

/** What {@link roleCodeOf} reads of a session: its account type and roles. */
export interface RoleHolder {
  accountType: number;
  roleList?: readonly { roleCode: string }[] | null;
  roleIndex?: number | null;
}

/** True for the main account (accountType 1), which holds every right (part1 §6). */
export function isMainAccount(session: Pick<RoleHolder, "accountType"> | null | undefined): boolean {
  return session?.accountType === MAIN_ACCOUNT_TYPE;
}

/**
 * The `roleCode` header of a session: undefined for the main account or no session; for a
 * sub-user, the chosen role's code (`roleList[roleIndex]`, else the first role). Part1 §6.
 */
export function roleCodeOf(session: RoleHolder | null | undefined): string | undefined {
  if (!session || isMainAccount(session)) return undefined;
  const roles = session.roleList ?? [];
  return roles[session.roleIndex ?? 0]?.roleCode ?? roles[0]?.roleCode;
}
